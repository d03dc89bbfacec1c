import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { useMealPlanDrop } from '../hooks/use-meal-plan-drop';
import type { SlotData } from '../lib/calendar-slots';
import { dragAnnouncements, dragInstructions } from '../lib/drag-announcements';
import type { DragItem } from '#web/lib/drag-items';
import { useMealPlanSensors } from '../lib/drag-sensors';
import { detectSlotCollision } from '../lib/slot-keyboard-coordinates';
import { DragPreview } from './drag-preview';

/**
 * Drag and drop of the meal planning screen: staged recipes and planned meals onto calendar
 * slots, with the mouse, a finger or the keyboard, announced to screen readers.
 */
export function MealPlanDnd({ children }: { children: ReactNode }) {
  const { sensors, onDragStart: resetSensors } = useMealPlanSensors();
  const drop = useMealPlanDrop();
  const [dragged, setDragged] = useState<DragItem | null>(null);
  const intl = useIntl();
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(intl),
      screenReaderInstructions: dragInstructions(intl),
    }),
    [intl],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectSlotCollision}
      accessibility={accessibility}
      onDragStart={({ active }) => {
        resetSensors();
        setDragged((active.data.current as DragItem | undefined) ?? null);
      }}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        const item = active.data.current as DragItem | undefined;
        const slot = over?.data.current as SlotData | undefined;
        if (item && slot) drop(item, slot);
      }}
    >
      {children}
      <DragOverlay dropAnimation={null}>{dragged && <DragPreview item={dragged} />}</DragOverlay>
    </DndContext>
  );
}
