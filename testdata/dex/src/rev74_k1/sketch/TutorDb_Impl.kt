package com.tutortime

class TutorDb_Impl : TutorDb() {
    @Volatile
    private var _tutorDao: TutorDao? = null

    override fun tutorDao(): TutorDao {
        val cached = _tutorDao
        if (cached != null) return cached
        val created = TutorDao_Impl(this)
        _tutorDao = created
        return created
    }
}
