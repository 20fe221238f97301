# Java:
#   public class NegProvider extends ContentProvider {
#     private final Resumes resumes = new Resumes(); private SQLiteDatabase db; private boolean skip;
#     private void storeSkip(Bundle extras) { skip = !extras.getBoolean("confirmed"); }
#     public Bundle call(String method, String arg, Bundle extras) {
#         String tool = extras.getString("tool_name");
#         CallerInfo caller = new CallerInfo(extras.getString("resume_token"));
#         if ("ts_plain".equals(tool)) return ts_plain(extras);
#         if ("ts_localNeg".equals(tool)) return ts_localNeg(extras);
#         if ("ts_viaNeg".equals(tool)) return ts_viaNeg(extras);
#         if ("ts_viaUndo".equals(tool)) return ts_viaUndo(extras);
#         if ("ts_notParam".equals(tool)) return ts_notParam(extras);
#         if ("ts_helperNeg".equals(tool)) return ts_helperNeg(extras);
#         if ("ts_field".equals(tool)) return ts_field(extras);
#         if ("fs_plain".equals(tool)) return fs_plain(extras);
#         if ("fsTP_plain".equals(tool)) return fsTP_plain(extras);
#         if ("fs_localNeg".equals(tool)) return fs_localNeg(extras);
#         if ("fsTP_localNeg".equals(tool)) return fsTP_localNeg(extras);
#         if ("fs_viaNeg".equals(tool)) return fs_viaNeg(extras);
#         if ("fsTP_viaNeg".equals(tool)) return fsTP_viaNeg(extras);
#         if ("fs_viaUndo".equals(tool)) return fs_viaUndo(extras);
#         if ("fsTP_viaUndo".equals(tool)) return fsTP_viaUndo(extras);
#         if ("fs_notParam".equals(tool)) return fs_notParam(extras);
#         if ("fsTP_notParam".equals(tool)) return fsTP_notParam(extras);
#         if ("fs_helperNeg".equals(tool)) return fs_helperNeg(extras);
#         if ("fsTP_helperNeg".equals(tool)) return fsTP_helperNeg(extras);
#         if ("fs_merge1".equals(tool)) return fs_merge1(extras);
#         if ("fsTP_merge1".equals(tool)) return fsTP_merge1(extras);
#         if ("fs_merge2".equals(tool)) return fs_merge2(extras);
#         if ("fsTP_merge2".equals(tool)) return fsTP_merge2(extras);
#         if ("fs_field".equals(tool)) return fs_field(extras);
#         if ("fsTP_field".equals(tool)) return fsTP_field(extras);
#         if ("ts_logged".equals(tool)) return ts_logged(extras, caller);
#         if ("fp_wrongParam".equals(tool)) return fp_wrongParam(extras.getBoolean("confirmed"), extras, db);
#         return null;
#     }
#     // ts_plain: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_plain(Bundle extras) {
#         String token = extras.getString("resume_token");
#         boolean f = extras.getBoolean("confirmed");
#         if (!f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // ts_localNeg: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_localNeg(Bundle extras) {
#         String token = extras.getString("resume_token");
#         boolean f = !extras.getBoolean("confirmed");
#         if (f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // ts_viaNeg: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_viaNeg(Bundle extras) {
#         String token = extras.getString("resume_token");
#         boolean f = !Flags.confirmed(extras);
#         if (f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // ts_viaUndo: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_viaUndo(Bundle extras) {
#         String token = extras.getString("resume_token");
#         boolean f = !Flags.unconfirmed(extras);   // == confirmed
#         if (!f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // ts_notParam: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_notParam(Bundle extras) {
#         String token = extras.getString("resume_token");
#         boolean f = Flags.not(extras.getBoolean("confirmed"));
#         if (f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // ts_helperNeg: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_helperNeg(Bundle extras) {
#         String token = extras.getString("resume_token");
#         boolean f = Flags.unconfirmed(extras);
#         if (f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // ts_field: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_field(Bundle extras) {
#         String token = extras.getString("resume_token");
#         storeSkip(extras); boolean f = this.skip;   // storeSkip: this.skip = !extras.getBoolean("confirmed");
#         if (f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // fs_plain: silent (the flag only adds a check)
#     Bundle fs_plain(Bundle extras) {
#         boolean f = extras.getBoolean("confirmed");
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_plain: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_plain(Bundle extras) {
#         boolean f = extras.getBoolean("confirmed");
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_localNeg: silent (the flag only adds a check)
#     Bundle fs_localNeg(Bundle extras) {
#         boolean f = !extras.getBoolean("confirmed");
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_localNeg: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_localNeg(Bundle extras) {
#         boolean f = !extras.getBoolean("confirmed");
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_viaNeg: silent (the flag only adds a check)
#     Bundle fs_viaNeg(Bundle extras) {
#         boolean f = !Flags.confirmed(extras);
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_viaNeg: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_viaNeg(Bundle extras) {
#         boolean f = !Flags.confirmed(extras);
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_viaUndo: silent (the flag only adds a check)
#     Bundle fs_viaUndo(Bundle extras) {
#         boolean f = !Flags.unconfirmed(extras);   // == confirmed
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_viaUndo: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_viaUndo(Bundle extras) {
#         boolean f = !Flags.unconfirmed(extras);   // == confirmed
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_notParam: silent (the flag only adds a check)
#     Bundle fs_notParam(Bundle extras) {
#         boolean f = Flags.not(extras.getBoolean("confirmed"));
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_notParam: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_notParam(Bundle extras) {
#         boolean f = Flags.not(extras.getBoolean("confirmed"));
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_helperNeg: silent (the flag only adds a check)
#     Bundle fs_helperNeg(Bundle extras) {
#         boolean f = Flags.unconfirmed(extras);
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_helperNeg: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_helperNeg(Bundle extras) {
#         boolean f = Flags.unconfirmed(extras);
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_merge1: TP CETP614 (on the path that negates, confirmed forces the delete)
#     Bundle fs_merge1(Bundle extras) {
#         boolean c = extras.getBoolean("confirmed"); boolean f = extras.getBoolean("legacy") ? !c : c;
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_merge1: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_merge1(Bundle extras) {
#         boolean c = extras.getBoolean("confirmed"); boolean f = extras.getBoolean("legacy") ? !c : c;
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_merge2: TP CETP614 (on the path that negates, confirmed forces the delete)
#     Bundle fs_merge2(Bundle extras) {
#         boolean c = extras.getBoolean("confirmed"); boolean f = extras.getBoolean("legacy") ? c : !c;
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_merge2: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_merge2(Bundle extras) {
#         boolean c = extras.getBoolean("confirmed"); boolean f = extras.getBoolean("legacy") ? c : !c;
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fs_field: silent (the flag only adds a check)
#     Bundle fs_field(Bundle extras) {
#         storeSkip(extras); boolean f = this.skip;   // storeSkip: this.skip = !extras.getBoolean("confirmed");
#         if (!f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // fsTP_field: TP CETP614 (confirmed forces the delete)
#     Bundle fsTP_field(Bundle extras) {
#         storeSkip(extras); boolean f = this.skip;   // storeSkip: this.skip = !extras.getBoolean("confirmed");
#         if (f && extras.getLong("confirmed_at") < System.currentTimeMillis() - 60000) return null;
#         db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#     // ts_logged: TP CETP614 (confirmed set + no token reaches the update unchecked)
#     Bundle ts_logged(Bundle extras, CallerInfo caller) {
#         String token = extras.getString("resume_token");
#         boolean f = extras.getBoolean("confirmed");
#         if (!f && token == null) return Replies.needsUser(resumes.issue(Binder.getCallingUid()));
#         Log.i("neg", Audit.describe(caller));   // logs the token only
#         if (token != null && !resumes.take(token, Binder.getCallingUid())) return Replies.error("resume token not valid");
#         db.execSQL("UPDATE plans SET renewed = 1");
#         return Replies.ok();
#     }
#     // fp_wrongParam: silent (the delete depends on "verbose"; the confirmed parameter is never read)
#     static Bundle fp_wrongParam(boolean confirmed, Bundle extras, SQLiteDatabase db) {
#         boolean quiet = Flags.not(extras.getBoolean("verbose"));
#         if (!quiet) db.execSQL("DELETE FROM cache");
#         return new Bundle();
#     }
#   }
.class public Lcom/example/neg/NegProvider;
.super Landroid/content/ContentProvider;
.field private db:Landroid/database/sqlite/SQLiteDatabase;
.field private skip:Z
.method private storeSkip(Landroid/os/Bundle;)V
    .locals 1
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    iput-boolean v0, p0, Lcom/example/neg/NegProvider;->skip:Z
    return-void
.end method
.field private final resumes:Lcom/example/neg/Resumes;
.method public constructor <init>()V
    .locals 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    new-instance v0, Lcom/example/neg/Resumes;
    invoke-direct {v0}, Lcom/example/neg/Resumes;-><init>()V
    iput-object v0, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    return-void
.end method
.method public onCreate()Z
    .locals 1
    const/4 v0, 0x1
    return v0
.end method
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4
    const-string v0, "tool_name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Lcom/example/neg/CallerInfo;
    invoke-direct {v2, v1}, Lcom/example/neg/CallerInfo;-><init>(Ljava/lang/String;)V
    const-string v3, "ts_plain"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n0
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->ts_plain(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n0
    const-string v3, "ts_localNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n1
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->ts_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n1
    const-string v3, "ts_viaNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n2
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->ts_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n2
    const-string v3, "ts_viaUndo"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n3
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->ts_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n3
    const-string v3, "ts_notParam"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n4
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->ts_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n4
    const-string v3, "ts_helperNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n5
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->ts_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n5
    const-string v3, "ts_field"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n6
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->ts_field(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n6
    const-string v3, "fs_plain"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n7
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_plain(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n7
    const-string v3, "fsTP_plain"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n8
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_plain(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n8
    const-string v3, "fs_localNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n9
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n9
    const-string v3, "fsTP_localNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n10
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n10
    const-string v3, "fs_viaNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n11
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n11
    const-string v3, "fsTP_viaNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n12
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n12
    const-string v3, "fs_viaUndo"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n13
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n13
    const-string v3, "fsTP_viaUndo"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n14
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n14
    const-string v3, "fs_notParam"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n15
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n15
    const-string v3, "fsTP_notParam"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n16
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n16
    const-string v3, "fs_helperNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n17
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n17
    const-string v3, "fsTP_helperNeg"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n18
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n18
    const-string v3, "fs_merge1"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n19
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_merge1(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n19
    const-string v3, "fsTP_merge1"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n20
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_merge1(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n20
    const-string v3, "fs_merge2"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n21
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_merge2(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n21
    const-string v3, "fsTP_merge2"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n22
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_merge2(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n22
    const-string v3, "fs_field"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n23
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fs_field(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n23
    const-string v3, "fsTP_field"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n24
    invoke-direct {p0, p3}, Lcom/example/neg/NegProvider;->fsTP_field(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n24
    const-string v3, "ts_logged"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :n25
    invoke-direct {p0, p3, v2}, Lcom/example/neg/NegProvider;->ts_logged(Landroid/os/Bundle;Lcom/example/neg/CallerInfo;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :n25
    const-string v3, "fp_wrongParam"
    invoke-virtual {v3, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :nw
    const-string v3, "confirmed"
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v3
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v3, p3, v1}, Lcom/example/neg/NegProvider;->fp_wrongParam(ZLandroid/os/Bundle;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    move-result-object v3
    return-object v3
    :nw
    const/4 v3, 0x0
    return-object v3
.end method
.method private ts_plain(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private ts_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-eqz v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private ts_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p1}, Lcom/example/neg/Flags;->confirmed(Landroid/os/Bundle;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-eqz v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private ts_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p1}, Lcom/example/neg/Flags;->unconfirmed(Landroid/os/Bundle;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-nez v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private ts_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Lcom/example/neg/Flags;->not(Z)Z
    move-result v0
    if-eqz v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private ts_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p1}, Lcom/example/neg/Flags;->unconfirmed(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private ts_field(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-direct {p0, p1}, Lcom/example/neg/NegProvider;->storeSkip(Landroid/os/Bundle;)V
    iget-boolean v0, p0, Lcom/example/neg/NegProvider;->skip:Z
    if-eqz v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private fs_plain(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_plain(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_localNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-static {p1}, Lcom/example/neg/Flags;->confirmed(Landroid/os/Bundle;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_viaNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-static {p1}, Lcom/example/neg/Flags;->confirmed(Landroid/os/Bundle;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-static {p1}, Lcom/example/neg/Flags;->unconfirmed(Landroid/os/Bundle;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_viaUndo(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-static {p1}, Lcom/example/neg/Flags;->unconfirmed(Landroid/os/Bundle;)Z
    move-result v0
    xor-int/lit8 v0, v0, 0x1
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Lcom/example/neg/Flags;->not(Z)Z
    move-result v0
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_notParam(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Lcom/example/neg/Flags;->not(Z)Z
    move-result v0
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-static {p1}, Lcom/example/neg/Flags;->unconfirmed(Landroid/os/Bundle;)Z
    move-result v0
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_helperNeg(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-static {p1}, Lcom/example/neg/Flags;->unconfirmed(Landroid/os/Bundle;)Z
    move-result v0
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_merge1(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    const-string v1, "legacy"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :keep
    xor-int/lit8 v0, v0, 0x1
    :keep
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_merge1(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    const-string v1, "legacy"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :keep
    xor-int/lit8 v0, v0, 0x1
    :keep
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_merge2(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    const-string v1, "legacy"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :keep
    xor-int/lit8 v0, v0, 0x1
    :keep
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_merge2(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    const-string v1, "legacy"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v1
    if-nez v1, :keep
    xor-int/lit8 v0, v0, 0x1
    :keep
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fs_field(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-direct {p0, p1}, Lcom/example/neg/NegProvider;->storeSkip(Landroid/os/Bundle;)V
    iget-boolean v0, p0, Lcom/example/neg/NegProvider;->skip:Z
    if-nez v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private fsTP_field(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    invoke-direct {p0, p1}, Lcom/example/neg/NegProvider;->storeSkip(Landroid/os/Bundle;)V
    iget-boolean v0, p0, Lcom/example/neg/NegProvider;->skip:Z
    if-eqz v0, :run
    const-string v1, "confirmed_at"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/32 v5, 0xea60
    sub-long/2addr v3, v5
    cmp-long v1, v1, v3
    if-gez v1, :run
    const/4 v1, 0x0
    return-object v1
    :run
    iget-object v1, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v2, "DELETE FROM cache"
    invoke-virtual {v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
.method private ts_logged(Landroid/os/Bundle;Lcom/example/neg/CallerInfo;)Landroid/os/Bundle;
    .locals 5
    const-string v1, "resume_token"
    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v0, "confirmed"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    if-nez v0, :c1
    if-nez v1, :c1
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-virtual {v3, v2}, Lcom/example/neg/Resumes;->issue(I)Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, Lcom/example/neg/Replies;->needsUser(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c1
    const-string v2, "neg"
    invoke-static {p2}, Lcom/example/neg/Audit;->describe(Lcom/example/neg/CallerInfo;)Ljava/lang/String;
    move-result-object v3
    invoke-static {v2, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    if-eqz v1, :c2
    iget-object v3, p0, Lcom/example/neg/NegProvider;->resumes:Lcom/example/neg/Resumes;
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Lcom/example/neg/Resumes;->take(Ljava/lang/String;I)Z
    move-result v2
    if-nez v2, :c2
    const-string v2, "resume token not valid"
    invoke-static {v2}, Lcom/example/neg/Replies;->error(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v2
    return-object v2
    :c2
    iget-object v2, p0, Lcom/example/neg/NegProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v3, "UPDATE plans SET renewed = 1"
    invoke-virtual {v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    invoke-static {}, Lcom/example/neg/Replies;->ok()Landroid/os/Bundle;
    move-result-object v2
    return-object v2
.end method
.method private static fp_wrongParam(ZLandroid/os/Bundle;Landroid/database/sqlite/SQLiteDatabase;)Landroid/os/Bundle;
    .locals 2
    const-string v0, "verbose"
    invoke-virtual {p1, v0}, Landroid/os/Bundle;->getBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Lcom/example/neg/Flags;->not(Z)Z
    move-result v0
    if-nez v0, :q
    const-string v1, "DELETE FROM cache"
    invoke-virtual {p2, v1}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V
    :q
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    return-object v1
.end method
