# Java 17 sketch (ToolProvider.java), compiled by javac and D8: a switch on
# the String of a confirmation flag. javac lowers it to a hashCode switch,
# an equals test per label that only sets an index, and a packed switch on
# that index which runs the case bodies (the same for `->` arms).
#   package com.example.csw;                                                      // 1
#
#   public final class ToolProvider extends ContentProvider {                     // 3
#       @Override public boolean onCreate() { return true; }                      // 4
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           SQLiteDatabase db = getContext().openOrCreateDatabase("n", 0, null);  // 8
#           if ("purge".equals(method)) purge(db, extras);                        // 9
#           else if ("audit".equals(method)) audit(db, extras);                   // 10
#           else if ("clear".equals(method)) Cleaner.INSTANCE.clear(db, arg);     // 11
#           else if ("wipe".equals(method)) wipe(db, extras);                     // 12
#           return new Bundle();                                                  // 13
#       }
#
#       static void purge(SQLiteDatabase db, Bundle extras) {
#           switch (extras.getString("confirmation", "")) {                       // 16
#               case "granted" -> db.execSQL("DELETE FROM notes");                // 17 CETP614
#               case "denied" -> Log.i("csw", "kept");                            // 18
#               default -> { }
#           }
#       }
#
#       // near miss CETP614: the switch on the flag only picks a log text;
#       // the delete after it runs whatever the flag says.
#       static void audit(SQLiteDatabase db, Bundle extras) {
#           String why;                                                           // 26
#           switch (extras.getString("force", "")) {                              // 27
#               case "yes": why = "forced"; break;                                // 28
#               case "no": why = "checked"; break;                                // 29
#               default: why = "unset";                                           // 30
#           }
#           Log.i("csw", why);                                                    // 32
#           db.delete("notes", null, null);                                       // 33
#       }
#
#       static void wipe(SQLiteDatabase db, Bundle extras) {
#           switch (extras.getString("force", "")) {                              // 37
#               case "no" -> Log.i("csw", "kept");                                // 38
#               default -> db.delete("drafts", null, null);                       // 39 CETP614 (the default arm)
#           }
#       }
#   }
.class public final Lcom/example/csw/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 4
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 8
    invoke-virtual {p0}, Lcom/example/csw/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    const-string v1, "n"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    .line 9
    const-string v1, "purge"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_purge
    invoke-static {v0, p3}, Lcom/example/csw/ToolProvider;->purge(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V
    goto :done
    .line 10
    :not_purge
    const-string v1, "audit"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_audit
    invoke-static {v0, p3}, Lcom/example/csw/ToolProvider;->audit(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V
    goto :done
    .line 11
    :not_audit
    const-string v1, "clear"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_clear
    sget-object v1, Lcom/example/csw/Cleaner;->INSTANCE:Lcom/example/csw/Cleaner;
    invoke-virtual {v1, v0, p2}, Lcom/example/csw/Cleaner;->clear(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)V
    goto :done
    .line 12
    :not_clear
    const-string v1, "wipe"
    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :done
    invoke-static {v0, p3}, Lcom/example/csw/ToolProvider;->wipe(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V
    .line 13
    :done
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method static purge(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V
    .registers 5
    .line 16
    const-string v0, "confirmation"
    const-string v1, ""
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, -0x1
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :hashes
    goto :pick
    :h_denied
    const-string v2, "denied"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :pick
    const/4 v1, 0x1
    goto :pick
    :h_granted
    const-string v2, "granted"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :pick
    const/4 v1, 0x0
    :pick
    packed-switch v1, :arms
    goto :out
    :arm_granted
    .line 17
    const-string v0, "DELETE FROM notes"
    invoke-virtual {p0, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    goto :out
    :arm_denied
    .line 18
    const-string v0, "csw"
    const-string v1, "kept"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :out
    return-void
    :hashes
    .sparse-switch
        -0x4f988465 -> :h_denied
        0x10b4f6bb -> :h_granted
    .end sparse-switch
    :arms
    .packed-switch 0x0
        :arm_granted
        :arm_denied
    .end packed-switch
.end method

# near miss CETP614: the switch only picks the log text; the delete runs either way.
.method static audit(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V
    .registers 6
    .line 27
    const-string v0, "force"
    const-string v1, ""
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, -0x1
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :hashes
    goto :pick
    :h_no
    const-string v2, "no"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :pick
    const/4 v1, 0x1
    goto :pick
    :h_yes
    const-string v2, "yes"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :pick
    const/4 v1, 0x0
    :pick
    packed-switch v1, :arms
    .line 30
    const-string v0, "unset"
    goto :log
    :arm_yes
    .line 28
    const-string v0, "forced"
    goto :log
    :arm_no
    .line 29
    const-string v0, "checked"
    :log
    .line 32
    const-string v1, "csw"
    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 33
    const-string v0, "notes"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    return-void
    :hashes
    .sparse-switch
        0xdc1 -> :h_no
        0x1d2e7 -> :h_yes
    .end sparse-switch
    :arms
    .packed-switch 0x0
        :arm_yes
        :arm_no
    .end packed-switch
.end method

.method static wipe(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)V
    .registers 5
    .line 37
    const-string v0, "force"
    const-string v1, ""
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, -0x1
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    sparse-switch v2, :hashes
    goto :pick
    :h_no
    const-string v2, "no"
    invoke-virtual {v0, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :pick
    const/4 v1, 0x0
    :pick
    packed-switch v1, :arms
    .line 39
    const-string v0, "drafts"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    goto :out
    :arm_no
    .line 38
    const-string v0, "csw"
    const-string v1, "kept"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    :out
    return-void
    :hashes
    .sparse-switch
        0xdc1 -> :h_no
    .end sparse-switch
    :arms
    .packed-switch 0x0
        :arm_no
    .end packed-switch
.end method
