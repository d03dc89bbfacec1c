import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerActivationConstraint,
} from '@dnd-kit/core';
import { useState } from 'react';
import { createSlotKeyboardCoordinates } from './slot-keyboard-coordinates';

/**
 * A PointerSensor for mouse and pen only: touch goes to the TouchSensor, whose press-and-hold
 * start leaves a quick swipe to scroll the page or the staging strip.
 */
export class MousePointerSensor extends PointerSensor {
  static override activators: typeof PointerSensor.activators = [
    {
      eventName: 'onPointerDown',
      handler: (event, options) =>
        event.nativeEvent.pointerType !== 'touch' &&
        PointerSensor.activators[0]!.handler(event, options),
    },
  ];
}

/** A click that moves less than this is a click (opens the meal), not a drag. */
const MOUSE_CONSTRAINT: PointerActivationConstraint = { distance: 6 };
/** Hold still for a quarter second to pick a meal up on a phone. */
const TOUCH_CONSTRAINT: PointerActivationConstraint = { delay: 250, tolerance: 8 };

/** The sensors, and `onDragStart` to call when any drag starts (it resets the keyboard's). */
export function useMealPlanSensors() {
  const [keyboard] = useState(createSlotKeyboardCoordinates);
  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: MOUSE_CONSTRAINT }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_CONSTRAINT }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.getter }),
  );
  return { sensors, onDragStart: keyboard.reset };
}
