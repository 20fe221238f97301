package com.quiltroom;

import java.lang.Override;
import java.lang.SuppressWarnings;

@SuppressWarnings({"unchecked", "deprecation"})
public final class QuiltDatabase_Impl extends QuiltDatabase {
  private volatile PatternDao _patternDao;

  @Override
  public PatternDao patternDao() {
    if (_patternDao != null) {
      return _patternDao;
    } else {
      synchronized(this) {
        if(_patternDao == null) {
          _patternDao = new PatternDao_Impl(this);
        }
        return _patternDao;
      }
    }
  }
}
