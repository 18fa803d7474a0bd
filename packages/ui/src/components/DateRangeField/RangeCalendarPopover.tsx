import {
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
  Button as RacButton,
  RangeCalendar,
} from 'react-aria-components';
import { BrandPortalTheme } from '../../brand/BrandPortalTheme';
import { Icon } from '../Icon/Icon';
import * as css from './DateRangeField.css';

/**
 * The calendar of {@link DateRangeField}: a month grid in a popover. react-aria names the dialog,
 * the month heading and the previous/next buttons in the I18nProvider's language (pt-BR), and moves
 * focus into the grid when it opens; Escape closes it and returns focus to the trigger.
 */
export function RangeCalendarPopover() {
  return (
    <Popover className={css.popover} placement="bottom start" offset={4}>
      {/* The popover is portalled to <body>, outside BrandProvider: re-apply the brand's tokens. */}
      <BrandPortalTheme>
        <Dialog className={css.dialog}>
          <RangeCalendar className={css.calendar}>
            <header className={css.calendarHeader}>
              <RacButton slot="previous" className={css.iconButton}>
                <Icon name="chevronLeft" size="sm" />
              </RacButton>
              <Heading className={css.calendarHeading} />
              <RacButton slot="next" className={css.iconButton}>
                <Icon name="chevronRight" size="sm" />
              </RacButton>
            </header>
            <CalendarGrid className={css.grid}>
              {(date) => <CalendarCell date={date} className={css.cell} />}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </BrandPortalTheme>
    </Popover>
  );
}
