# Kotlin sketch (Responses.kt): top-level functions, each
#   fun <name>(pi: PendingIntent[, code: ErrorCode]): Bundle = <body as written above it>
.class public final Lcom/example/ec/ResponsesKt;
.super Ljava/lang/Object;
.source "Responses.kt"

# true positive CETP508: ErrorCode.USER_ACTION_REQUIRED.name, a resolution but no resume_token
#   Bundle().apply { putString("error_code", ErrorCode.USER_ACTION_REQUIRED.name); putParcelable("resolution", pi) }
.method public static final actionByName(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 11
    const-string v2, "error_code"
    sget-object v1, Lcom/example/ec/ErrorCode;->USER_ACTION_REQUIRED:Lcom/example/ec/ErrorCode;
    invoke-virtual {v1}, Lcom/example/ec/ErrorCode;->name()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 12
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# true positive CETP508: ErrorCode.AUTH_REQUIRED.wire, set from a literal by the constructor
#   Bundle().apply { putString("error_code", ErrorCode.AUTH_REQUIRED.wire); putParcelable("resolution", pi) }
.method public static final authByWire(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 21
    const-string v2, "error_code"
    sget-object v1, Lcom/example/ec/ErrorCode;->AUTH_REQUIRED:Lcom/example/ec/ErrorCode;
    invoke-virtual {v1}, Lcom/example/ec/ErrorCode;->getWire()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 22
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# true positive CETP508: toString() of an enum that does not override it
#   Bundle().apply { putString("error_code", ErrorCode.USER_ACTION_REQUIRED.toString()); putParcelable("resolution", pi) }
.method public static final actionToString(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 31
    const-string v2, "error_code"
    sget-object v1, Lcom/example/ec/ErrorCode;->USER_ACTION_REQUIRED:Lcom/example/ec/ErrorCode;
    invoke-virtual {v1}, Lcom/example/ec/ErrorCode;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 32
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# near miss CETP508: INTERNAL needs no resolution
#   Bundle().apply { putString("error_code", ErrorCode.INTERNAL.name); putParcelable("resolution", pi) }
.method public static final internalByName(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 41
    const-string v2, "error_code"
    sget-object v1, Lcom/example/ec/ErrorCode;->INTERNAL:Lcom/example/ec/ErrorCode;
    invoke-virtual {v1}, Lcom/example/ec/ErrorCode;->name()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 42
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# near miss CETP508: both resolution and resume_token are put
#   Bundle().apply { putString("error_code", ErrorCode.USER_ACTION_REQUIRED.wire); putParcelable("resolution", pi); putString("resume_token", UUID.randomUUID().toString()) }
.method public static final completeByWire(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 51
    const-string v2, "error_code"
    sget-object v1, Lcom/example/ec/ErrorCode;->USER_ACTION_REQUIRED:Lcom/example/ec/ErrorCode;
    invoke-virtual {v1}, Lcom/example/ec/ErrorCode;->getWire()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 52
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 53
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object v1
    invoke-virtual {v1}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v2, "resume_token"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

# note CETP508: the code is one of ErrorCode's three wires
#   Bundle().apply { putString("error_code", code.wire); putParcelable("resolution", pi) }
.method public static final fromParam(Landroid/app/PendingIntent;Lcom/example/ec/ErrorCode;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 61
    const-string v2, "error_code"
    invoke-virtual {p1}, Lcom/example/ec/ErrorCode;->getWire()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 62
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method

# note CETP508: Kind.wire is computed (name.uppercase()), not known
#   Bundle().apply { putString("error_code", Kind.AUTH_REQUIRED.wire); putParcelable("resolution", pi) }
.method public static final computedWire(Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .registers 4
    const-string v0, "pi"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 70
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 71
    const-string v2, "error_code"
    sget-object v1, Lcom/example/ec/Kind;->AUTH_REQUIRED:Lcom/example/ec/Kind;
    invoke-virtual {v1}, Lcom/example/ec/Kind;->getWire()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 72
    const-string v1, "resolution"
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object v0
.end method
