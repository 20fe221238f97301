package com.pawsbook.clinic

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.os.Bundle
import io.reactivex.rxjava3.core.Completable
import io.reactivex.rxjava3.core.Maybe
import io.reactivex.rxjava3.core.Single

class Pet(val id: String, val name: String)

class Visit(val id: String, val petId: String)

sealed interface VisitOutcome {
    class Booked(val visitId: String) : VisitOutcome
    class Refused(val reason: String) : VisitOutcome
}

fun VisitOutcome.toBundle(): Bundle = when (this) {
    is VisitOutcome.Booked -> okBundle("{\"visit_id\":\"$visitId\"}")
    is VisitOutcome.Refused -> errorBundle("CONFLICT", reason)
}

interface PetsApi {
    fun pet(id: String): Single<Pet>
    fun visit(id: String): Maybe<Visit>
    fun book(pet: Pet, slot: String, uid: Int): Single<VisitOutcome>
    fun move(visit: Visit, slot: String, uid: Int): Single<VisitOutcome>
    fun cancel(visitId: String, uid: Int): Completable
    fun discharge(petId: String, by: String): Completable
}

class ClinicApi private constructor(private val db: SQLiteDatabase) : PetsApi {
    override fun pet(id: String): Single<Pet> = Single.fromCallable {
        db.rawQuery("SELECT name FROM pets WHERE id = ?", arrayOf(id)).use { c ->
            if (!c.moveToNext()) throw NoSuchElementException("no pet")
            Pet(id, c.getString(0))
        }
    }

    override fun visit(id: String): Maybe<Visit> = Maybe.fromCallable {
        db.rawQuery("SELECT pet_id FROM visits WHERE id = ?", arrayOf(id)).use { c ->
            if (c.moveToNext()) Visit(id, c.getString(0)) else null
        }
    }

    override fun book(pet: Pet, slot: String, uid: Int): Single<VisitOutcome> = Single.fromCallable {
        val row = ContentValues().apply {
            put("pet_id", pet.id)
            put("slot", slot)
            put("booked_by", uid)
        }
        val id = db.insert("visits", null, row)
        if (id < 0) return@fromCallable VisitOutcome.Refused("slot taken")
        ClinicState.lastBookedVisit = id.toString()
        ClinicState.bookings++
        VisitOutcome.Booked(id.toString())
    }

    override fun move(visit: Visit, slot: String, uid: Int): Single<VisitOutcome> = Single.fromCallable {
        db.execSQL("UPDATE visits SET slot = ?, moved_by = ? WHERE id = ?", arrayOf<Any>(slot, uid, visit.id))
        VisitOutcome.Booked(visit.id)
    }

    override fun cancel(visitId: String, uid: Int): Completable = Completable.fromAction {
        db.execSQL("UPDATE visits SET cancelled_by = ? WHERE id = ?", arrayOf<Any>(uid, visitId))
    }

    override fun discharge(petId: String, by: String): Completable = Completable.fromAction {
        db.execSQL("UPDATE pets SET discharged_by = ? WHERE id = ?", arrayOf(by, petId))
    }

    companion object {
        fun create(context: Context): PetsApi = ClinicApi(context.openOrCreateDatabase("clinic.db", 0, null))
    }
}
