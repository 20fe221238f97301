package com.example.r33k1

import org.json.JSONObject

// Commands.kt: execute_tool's tool_name + args parsed into a sealed class.

sealed class LockCommand {
    class DoorState(val door: String, val force: Boolean) : LockCommand()
    class Unlock(val door: String, val approved: Boolean) : LockCommand()
    class Lock(val door: String) : LockCommand()
    object LockAll : LockCommand()
    class History(val door: String, val days: Int) : LockCommand()
    class Rekey(val door: String) : LockCommand()
    class InviteGuest(val door: String, val guest: String) : LockCommand()
    class RegisterPhoneKey(val door: String) : LockCommand()
    object ListPhoneKeys : LockCommand()

    companion object {
        @JvmStatic
        fun parse(tool: String, args: JSONObject): LockCommand? = when (tool) {
            "get_door_state" -> DoorState(args.getString("door"), args.optBoolean("force"))
            "unlock_door" -> Unlock(args.getString("door"), args.optBoolean("approved"))
            "lock_door" -> Lock(args.getString("door"))
            "lock_all" -> LockAll
            "door_history" -> History(args.getString("door"), args.optInt("days", 7))
            "rekey_lock" -> Rekey(args.getString("door"))
            "invite_guest" -> InviteGuest(args.getString("door"), args.getString("guest"))
            "register_phone_key" -> RegisterPhoneKey(args.getString("door"))
            "list_phone_keys" -> ListPhoneKeys
            else -> null
        }
    }
}
