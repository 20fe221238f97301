package kotlin.properties;

import kotlin.reflect.KProperty;

// Shell of the Kotlin standard library class a debug APK carries: the base of the
// anonymous classes Delegates.observable / vetoable inline into the app.
public abstract class ObservableProperty<V> implements ReadWriteProperty<Object, V> {
    private V value;

    public ObservableProperty(V initialValue) {
        this.value = initialValue;
    }

    protected boolean beforeChange(KProperty<?> property, V oldValue, V newValue) {
        return true;
    }

    protected void afterChange(KProperty<?> property, V oldValue, V newValue) {
    }

    public V getValue(Object thisRef, KProperty<?> property) {
        return this.value;
    }

    public void setValue(Object thisRef, KProperty<?> property, V value) {
        V oldValue = this.value;
        if (!beforeChange(property, oldValue, value)) {
            return;
        }
        this.value = value;
        afterChange(property, oldValue, value);
    }

    public String toString() {
        return "ObservableProperty(value=" + this.value + ')';
    }
}
