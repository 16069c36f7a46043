export default {type: 'localStorage', namespace: '-mui-x'};
