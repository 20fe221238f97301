package dagger.internal;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.inject.Provider;

public final class MapProviderFactory<K, V> implements Factory<Map<K, Provider<V>>> {
  private final Map<K, Provider<V>> contributingMap;

  public static <K, V> Builder<K, V> builder(int size) {
    return new Builder<K, V>(size);
  }

  MapProviderFactory(Map<K, Provider<V>> contributingMap) {
    this.contributingMap = Collections.unmodifiableMap(contributingMap);
  }

  @Override
  public Map<K, Provider<V>> get() {
    return contributingMap;
  }

  public static final class Builder<K, V> {
    private final LinkedHashMap<K, Provider<V>> map;

    Builder(int size) {
      this.map = new LinkedHashMap<K, Provider<V>>(size);
    }

    public Builder<K, V> put(K key, Provider<V> providerOfValue) {
      map.put(Preconditions.checkNotNull(key, "key"), Preconditions.checkNotNull(providerOfValue, "provider"));
      return this;
    }

    public MapProviderFactory<K, V> build() {
      return new MapProviderFactory<K, V>(map);
    }
  }
}
