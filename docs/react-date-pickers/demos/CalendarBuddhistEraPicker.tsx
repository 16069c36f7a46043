import 'dayjs/locale/th';
import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(buddhistEra);

export default function CalendarBuddhistEraPicker() {
  const [birthday, setBirthday] = useState<Dayjs | null>(dayjs('1990-08-12'));

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="th"
      dateFormats={{ year: 'BBBB' }}
      // The pickers ship no Thai texts: translate the ones you show.
      localeText={{
        cancelButtonLabel: 'ยกเลิก',
        okButtonLabel: 'ตกลง',
        datePickerToolbarTitle: 'เลือกวันที่',
      }}
    >
      <DatePicker
        label="วันเกิด"
        value={birthday}
        onChange={setBirthday}
        openTo="year"
        views={['year', 'month', 'day']}
        // The field only accepts tokens it can edit, so it keeps the Gregorian year.
        format="DD/MM/YYYY"
        slotProps={{
          textField: {
            helperText: birthday?.isValid()
              ? `พ.ศ. ${birthday.locale('th').format('BBBB')} (ค.ศ. ${birthday.year()})`
              : 'กรอกวันที่ตามปี ค.ศ.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
