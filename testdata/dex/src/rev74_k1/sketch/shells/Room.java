package androidx.room;

import android.content.Context;

public class Room {
    public static <T extends RoomDatabase> RoomDatabase.Builder<T> databaseBuilder(Context context, Class<T> klass, String name) {
        return new RoomDatabase.Builder<>(context, klass, name);
    }

    static <T, C> T getGeneratedImplementation(Class<C> klass, String suffix) {
        final String fullClassName = klass.getName() + suffix;
        try {
            final Class<T> aClass = (Class<T>) Class.forName(fullClassName);
            return aClass.newInstance();
        } catch (ClassNotFoundException e) {
            throw new RuntimeException("cannot find implementation for " + klass.getCanonicalName());
        } catch (IllegalAccessException e) {
            throw new RuntimeException("Cannot access the constructor" + klass.getCanonicalName());
        } catch (InstantiationException e) {
            throw new RuntimeException("Failed to create an instance of " + klass.getCanonicalName());
        }
    }
}
