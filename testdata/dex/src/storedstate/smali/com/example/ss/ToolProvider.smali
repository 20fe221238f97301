# Kotlin sketch (ToolProvider.kt), compiled by kotlinc and D8: state kept in
# fields and objects, read back where the result is built.
#   package com.example.ss                                                        // 1
#
#   class ToolProvider : ContentProvider() {                                      // 3
#       private val weak by lazy { Random() }                                     // 4
#       private val strong by lazy { SecureRandom() }                             // 5
#       private var src: TokenSource = SecureSource()                             // 6
#       private val ids: IdSource = if (Build.VERSION.SDK_INT >= 26) UuidIds() else SecureIds() // 7
#       private var fd: ParcelFileDescriptor? = null                              // 8
#       private var readOnly: ParcelFileDescriptor? = null                        // 9
#       private var pkgs: Array<String>? = null                                   // 10
#
#       override fun onCreate(): Boolean {
#           if (Build.VERSION.SDK_INT < 23) src = WeakSource()                    // 13
#           return true                                                           // 14
#       }
#
#       override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor? {
#           val f = File(requireContext().filesDir, "out")                        // 18
#           fd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE) // 19
#           readOnly = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY) // 20
#           return readOnly                                                       // 21
#       }
#
#       override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
#           val out = Bundle()                                                    // 25
#           val uid = Binder.getCallingUid()                                      // 26
#           out.putString(Keys.SESSION, java.lang.Long.toHexString(Random().nextLong())) // 27 TP 613
#           out.putString(Keys.LABEL, java.lang.Long.toHexString(Random().nextLong()))   // 28 near miss
#           out.putString("who", extras?.getString(Keys.CALLER))                  // 29 TP 606
#           out.putString("subject", extras?.getString(Keys.SUBJECT))             // 30 near miss
#           out.putString("session_token", src.next())                            // 31 TP 613 (WeakSource)
#           out.putString("operation_id", ids.next())                             // 32 near miss
#           out.putString("resume_token", java.lang.Long.toHexString(weak.nextLong()))   // 33 TP 613
#           out.putString("resume_token", java.lang.Long.toHexString(strong.nextLong())) // 34 near miss
#           out.putParcelable("result_fd", fd)                                    // 35 TP 612
#           out.putParcelable("result_fd", readOnly)                              // 36 near miss
#           val t = Ids.clear()                                                   // 37
#           out.putInt("uid_cleared", Binder.getCallingUid())                     // 38 TP 611
#           Ids.restore(t)                                                        // 39
#           out.putInt("uid", Binder.getCallingUid())                             // 40 near miss
#           val pm = requireContext().packageManager                              // 41
#           pkgs = pm.getPackagesForUid(uid)                                      // 42
#           out.putString("first", firstKept())                                   // 43
#           out.putString("only", onlyKept())                                     // 44
#           val all = pm.getPackagesForUid(uid)!!                                 // 45
#           out.putString("listed", all.asList()[0])                              // 46 TP 604
#           out.putString("head", all.firstOrNull())                              // 47 TP 604, not 624
#           if (all.size == 1) out.putString("single", all.asList()[0])           // 48 near miss
#           Ids.enter(); out.putInt("uid_entered", Binder.getCallingUid())         // 49 TP 611
#           Ids.exit(); out.putInt("uid_left", Binder.getCallingUid())             // 50 near miss
#           out.putString("operation_id",
#               if (arg == null) java.lang.Long.toHexString(Random().nextLong())
#               else UUID.randomUUID().toString())                                // 51 note 613
#           out.putParcelable(Keys.RESULT_FD, fd)                                 // 52 TP 612
#           try { requireContext() }                                              // 53
#           catch (e: IllegalStateException) { out.putString(Keys.ERROR, e.message) } // 54 TP 607
#           return out                                                            // 55
#       }
#
#       private fun firstKept(): String? = pkgs?.get(0)                           // 58 TP 604
#
#       private fun onlyKept(): String? {
#           val p = pkgs ?: return null                                           // 61
#           if (p.size != 1) return null                                          // 62
#           return p[0]                                                           // 63 near miss
#       }
#   }
.class public final Lcom/example/ss/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.field private fd:Landroid/os/ParcelFileDescriptor;

.field private final ids:Lcom/example/ss/IdSource;

.field private pkgs:[Ljava/lang/String;

.field private readOnly:Landroid/os/ParcelFileDescriptor;

.field private src:Lcom/example/ss/TokenSource;

.field private final strong$delegate:Lkotlin/Lazy;

.field private final weak$delegate:Lkotlin/Lazy;

.method public constructor <init>()V
    .locals 2
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 4
    sget-object v0, Lcom/example/ss/ToolProvider$weak$2;->INSTANCE:Lcom/example/ss/ToolProvider$weak$2;
    check-cast v0, Lkotlin/jvm/functions/Function0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ss/ToolProvider;->weak$delegate:Lkotlin/Lazy;
    .line 5
    sget-object v0, Lcom/example/ss/ToolProvider$strong$2;->INSTANCE:Lcom/example/ss/ToolProvider$strong$2;
    check-cast v0, Lkotlin/jvm/functions/Function0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/ss/ToolProvider;->strong$delegate:Lkotlin/Lazy;
    .line 6
    new-instance v0, Lcom/example/ss/SecureSource;
    invoke-direct {v0}, Lcom/example/ss/SecureSource;-><init>()V
    check-cast v0, Lcom/example/ss/TokenSource;
    iput-object v0, p0, Lcom/example/ss/ToolProvider;->src:Lcom/example/ss/TokenSource;
    .line 7
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x1a
    if-lt v0, v1, :old
    new-instance v0, Lcom/example/ss/UuidIds;
    invoke-direct {v0}, Lcom/example/ss/UuidIds;-><init>()V
    check-cast v0, Lcom/example/ss/IdSource;
    goto :set
    :old
    new-instance v0, Lcom/example/ss/SecureIds;
    invoke-direct {v0}, Lcom/example/ss/SecureIds;-><init>()V
    check-cast v0, Lcom/example/ss/IdSource;
    :set
    iput-object v0, p0, Lcom/example/ss/ToolProvider;->ids:Lcom/example/ss/IdSource;
    return-void
.end method

.method private final getStrong()Ljava/security/SecureRandom;
    .locals 1
    .line 5
    iget-object v0, p0, Lcom/example/ss/ToolProvider;->strong$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/security/SecureRandom;
    return-object v0
.end method

.method private final getWeak()Ljava/util/Random;
    .locals 1
    .line 4
    iget-object v0, p0, Lcom/example/ss/ToolProvider;->weak$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    return-object v0
.end method

.method public onCreate()Z
    .locals 2
    .line 13
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-ge v0, v1, :done
    new-instance v0, Lcom/example/ss/WeakSource;
    invoke-direct {v0}, Lcom/example/ss/WeakSource;-><init>()V
    check-cast v0, Lcom/example/ss/TokenSource;
    iput-object v0, p0, Lcom/example/ss/ToolProvider;->src:Lcom/example/ss/TokenSource;
    .line 14
    :done
    const/4 v0, 0x1
    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .locals 3
    const-string v0, "uri"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "mode"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/ss/ToolProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "out"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 19
    const/high16 v1, 0x30000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    iput-object v1, p0, Lcom/example/ss/ToolProvider;->fd:Landroid/os/ParcelFileDescriptor;
    .line 20
    const/high16 v1, 0x10000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    iput-object v1, p0, Lcom/example/ss/ToolProvider;->readOnly:Landroid/os/ParcelFileDescriptor;
    .line 21
    iget-object v0, p0, Lcom/example/ss/ToolProvider;->readOnly:Landroid/os/ParcelFileDescriptor;
    return-object v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 7
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 26
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    .line 27
    sget-object v2, Lcom/example/ss/Keys;->INSTANCE:Lcom/example/ss/Keys;
    invoke-virtual {v2}, Lcom/example/ss/Keys;->getSESSION()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/util/Random;
    invoke-direct {v3}, Ljava/util/Random;-><init>()V
    invoke-virtual {v3}, Ljava/util/Random;->nextLong()J
    move-result-wide v3
    invoke-static {v3, v4}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    sget-object v2, Lcom/example/ss/Keys;->INSTANCE:Lcom/example/ss/Keys;
    invoke-virtual {v2}, Lcom/example/ss/Keys;->getLABEL()Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/util/Random;
    invoke-direct {v3}, Ljava/util/Random;-><init>()V
    invoke-virtual {v3}, Ljava/util/Random;->nextLong()J
    move-result-wide v3
    invoke-static {v3, v4}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v2, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 29
    const/4 v2, 0x0
    if-eqz p3, :no_who
    sget-object v3, Lcom/example/ss/Keys;->CALLER:Ljava/lang/String;
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    goto :who
    :no_who
    move-object v3, v2
    :who
    const-string v4, "who"
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 30
    if-eqz p3, :no_subject
    sget-object v3, Lcom/example/ss/Keys;->SUBJECT:Ljava/lang/String;
    invoke-virtual {p3, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    :no_subject
    const-string v3, "subject"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    iget-object v2, p0, Lcom/example/ss/ToolProvider;->src:Lcom/example/ss/TokenSource;
    invoke-interface {v2}, Lcom/example/ss/TokenSource;->next()Ljava/lang/String;
    move-result-object v2
    const-string v3, "session_token"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    iget-object v2, p0, Lcom/example/ss/ToolProvider;->ids:Lcom/example/ss/IdSource;
    invoke-interface {v2}, Lcom/example/ss/IdSource;->next()Ljava/lang/String;
    move-result-object v2
    const-string v3, "operation_id"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    invoke-direct {p0}, Lcom/example/ss/ToolProvider;->getWeak()Ljava/util/Random;
    move-result-object v2
    invoke-virtual {v2}, Ljava/util/Random;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    invoke-direct {p0}, Lcom/example/ss/ToolProvider;->getStrong()Ljava/security/SecureRandom;
    move-result-object v2
    invoke-virtual {v2}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    const-string v3, "resume_token"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    iget-object v2, p0, Lcom/example/ss/ToolProvider;->fd:Landroid/os/ParcelFileDescriptor;
    check-cast v2, Landroid/os/Parcelable;
    const-string v3, "result_fd"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 36
    iget-object v2, p0, Lcom/example/ss/ToolProvider;->readOnly:Landroid/os/ParcelFileDescriptor;
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 37
    invoke-static {}, Lcom/example/ss/Ids;->clear()J
    move-result-wide v2
    .line 38
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v4
    const-string v5, "uid_cleared"
    invoke-virtual {v0, v5, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 39
    invoke-static {v2, v3}, Lcom/example/ss/Ids;->restore(J)V
    .line 40
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    const-string v3, "uid"
    invoke-virtual {v0, v3, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 41
    invoke-virtual {p0}, Lcom/example/ss/ToolProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v2
    const-string v3, "getPackageManager(...)"
    invoke-static {v2, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 42
    invoke-virtual {v2, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    iput-object v3, p0, Lcom/example/ss/ToolProvider;->pkgs:[Ljava/lang/String;
    .line 43
    invoke-direct {p0}, Lcom/example/ss/ToolProvider;->firstKept()Ljava/lang/String;
    move-result-object v3
    const-string v4, "first"
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 44
    invoke-direct {p0}, Lcom/example/ss/ToolProvider;->onlyKept()Ljava/lang/String;
    move-result-object v3
    const-string v4, "only"
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    invoke-virtual {v2, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    .line 46
    invoke-static {v1}, Lkotlin/collections/ArraysKt;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v2
    const/4 v3, 0x0
    invoke-interface {v2, v3}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    const-string v4, "listed"
    invoke-virtual {v0, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 47
    invoke-static {v1}, Lkotlin/collections/ArraysKt;->firstOrNull([Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Ljava/lang/String;
    const-string v4, "head"
    invoke-virtual {v0, v4, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 48
    array-length v2, v1
    const/4 v4, 0x1
    if-ne v2, v4, :done
    invoke-static {v1}, Lkotlin/collections/ArraysKt;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v1
    invoke-interface {v1, v3}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    const-string v2, "single"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 49
    :done
    invoke-static {}, Lcom/example/ss/Ids;->enter()V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    const-string v2, "uid_entered"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 50
    invoke-static {}, Lcom/example/ss/Ids;->exit()V
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v1
    const-string v2, "uid_left"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 51
    if-nez p2, :uuid
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    goto :put_op
    :uuid
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    :put_op
    const-string v2, "operation_id"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    sget-object v1, Lcom/example/ss/Keys;->RESULT_FD:Ljava/lang/String;
    iget-object v2, p0, Lcom/example/ss/ToolProvider;->fd:Landroid/os/ParcelFileDescriptor;
    check-cast v2, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 53
    :try_start
    invoke-virtual {p0}, Lcom/example/ss/ToolProvider;->requireContext()Landroid/content/Context;
    :try_end
    .catch Ljava/lang/IllegalStateException; {:try_start .. :try_end} :catch
    goto :ret
    :catch
    move-exception v1
    .line 54
    sget-object v2, Lcom/example/ss/Keys;->INSTANCE:Lcom/example/ss/Keys;
    invoke-virtual {v2}, Lcom/example/ss/Keys;->getERROR()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1}, Ljava/lang/IllegalStateException;->getMessage()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 55
    :ret
    return-object v0
.end method

.method private final firstKept()Ljava/lang/String;
    .locals 2
    .line 58
    iget-object v0, p0, Lcom/example/ss/ToolProvider;->pkgs:[Ljava/lang/String;
    if-eqz v0, :none
    const/4 v1, 0x0
    aget-object v0, v0, v1
    goto :out
    :none
    const/4 v0, 0x0
    :out
    return-object v0
.end method

.method private final onlyKept()Ljava/lang/String;
    .locals 3
    .line 61
    iget-object v0, p0, Lcom/example/ss/ToolProvider;->pkgs:[Ljava/lang/String;
    const/4 v1, 0x0
    if-nez v0, :have
    return-object v1
    :have
    .line 62
    array-length v2, v0
    const/4 v1, 0x1
    if-eq v2, v1, :one
    const/4 v1, 0x0
    return-object v1
    .line 63
    :one
    const/4 v1, 0x0
    aget-object v0, v0, v1
    return-object v0
.end method
