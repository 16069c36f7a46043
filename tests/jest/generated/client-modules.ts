// The site's client modules (none under test unless a test mocks this module).
export default [];
