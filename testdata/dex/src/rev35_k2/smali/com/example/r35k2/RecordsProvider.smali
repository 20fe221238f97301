.class public final Lcom/example/r35k2/RecordsProvider;
.super Landroid/content/ContentProvider;
.source "RecordsProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r35k2/RecordsProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRecordsProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 RecordsProvider.kt\ncom/example/r35k2/RecordsProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,120:1\n1#2:121\n*E\n"
.end annotation

.field public static final CATALOG:Ljava/lang/String; = "{\"revision\":\"records-4\",\"tools\":[]}"

.field public static final Companion:Lcom/example/r35k2/RecordsProvider$Companion;

.field public static final PHARMACY_PACKAGE:Ljava/lang/String; = "com.pawprint.pharmacy"

.field private static final REQ_ARCHIVE:I = 0xd

.field private static final REQ_REFILL:I = 0xc

.field private static final REQ_SHARE:I = 0xb

.field private static final TAG:Ljava/lang/String; = "RecordsProvider"

.field private final sessions:Lcom/example/r35k2/Sessions;

.field private final store$delegate:Lkotlin/Lazy;

.field private final worker:Ljava/util/concurrent/ExecutorService;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r35k2/RecordsProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r35k2/RecordsProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r35k2/RecordsProvider;->Companion:Lcom/example/r35k2/RecordsProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    invoke-static {}, Ljava/util/concurrent/Executors;->newCachedThreadPool()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k2/RecordsProvider;->worker:Ljava/util/concurrent/ExecutorService;
    .line 17
    new-instance v0, Lcom/example/r35k2/Sessions;
    invoke-direct {v0}, Lcom/example/r35k2/Sessions;-><init>()V
    iput-object v0, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    .line 18
    new-instance v0, Lcom/example/r35k2/RecordsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r35k2/RecordsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35k2/RecordsProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k2/RecordsProvider;->store$delegate:Lkotlin/Lazy;
    .line 15
    return-void
.end method

.method private final getStore()Lcom/example/r35k2/RecordStore;
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/example/r35k2/RecordsProvider;->store$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r35k2/RecordStore;
    return-object v0
.end method

.method public static final store_delegate$lambda$0(Lcom/example/r35k2/RecordsProvider;)Lcom/example/r35k2/RecordStore;
    .registers 3
    .line 18
    new-instance v0, Lcom/example/r35k2/RecordStore;
    invoke-virtual {p0}, Lcom/example/r35k2/RecordsProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r35k2/RecordStore;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final labResults$lambda$0(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 5
    .line 61
    check-cast p0, Ljava/io/Closeable;
    :try_start_0
    move-object v0, p0
    check-cast v0, Landroid/os/ParcelFileDescriptor;
    .line 121
    const/4 v1, 0x0
    .line 61
    new-instance v1, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v1, v0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    invoke-virtual {v1, p1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 p1, 0x0
    invoke-static {p0, p1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-void

    :catch_0
    move-exception p1
    :try_start_1
    throw p1
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    :catchall_0
    move-exception v0
    const/4 p1, 0x0
    goto :goto_close

    :catchall_1
    move-exception v0

    :goto_close
    invoke-static {p0, p1}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw v0
.end method

.method public static final vaccineCertificate$lambda$0(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 4
    .line 54
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    invoke-direct {v0, p0}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V
    check-cast v0, Ljava/io/Closeable;
    :try_start_0
    move-object p0, v0
    check-cast p0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;
    .line 121
    const/4 v1, 0x0
    .line 54
    invoke-virtual {p0, p1}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;->write([B)V
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    const/4 p0, 0x0
    invoke-static {v0, p0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    return-void

    :catch_0
    move-exception p0
    :try_start_1
    throw p0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_1

    :catchall_0
    move-exception p1
    const/4 p0, 0x0
    goto :goto_close

    :catchall_1
    move-exception p1

    :goto_close
    invoke-static {v0, p0}, Lkotlin/io/CloseableKt;->closeFinally(Ljava/io/Closeable;Ljava/lang/Throwable;)V
    throw p1
.end method

.method public onCreate()Z
    .registers 2
    .line 20
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 16
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 24
    invoke-virtual {p0}, Lcom/example/r35k2/RecordsProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    .line 25
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {v1, v0}, Lcom/example/r35k2/CallersKt;->isClinicPartner(Landroid/content/Context;I)Z
    move-result p2
    if-nez p2, :cond_partner
    new-instance v3, Lcom/example/r35k2/Failure$Refused;
    const-string v4, "PERMISSION_DENIED"
    const-string v5, "not a partner app"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-direct/range {v3 .. v8}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v3, Lcom/example/r35k2/Failure;
    invoke-static {v3}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 26
    :cond_partner
    if-nez p3, :cond_negotiate
    new-instance v3, Lcom/example/r35k2/Failure$Refused;
    const-string v4, "INVALID_REQUEST"
    const-string v5, "missing extras"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-direct/range {v3 .. v8}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v3, Lcom/example/r35k2/Failure;
    invoke-static {v3}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 27
    :cond_negotiate
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_session
    iget-object p1, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    invoke-virtual {p1, v0}, Lcom/example/r35k2/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 28
    :cond_session
    iget-object p2, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    const-string v2, "session_token"
    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {p2, v2, v0}, Lcom/example/r35k2/Sessions;->owns(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_list
    new-instance p1, Lcom/example/r35k2/Failure$Refused;
    const-string p2, "NEGOTIATION_REQUIRED"
    const-string p3, "negotiate first"
    const/4 v0, 0x1
    invoke-direct {p1, p2, p3, v0}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    check-cast p1, Lcom/example/r35k2/Failure;
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 29
    :cond_list
    const-string p2, "list_tools"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_exec
    const-string p1, "{\"revision\":\"records-4\",\"tools\":[]}"
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 30
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_deadline
    new-instance v3, Lcom/example/r35k2/Failure$Refused;
    const-string v4, "METHOD_NOT_FOUND"
    const-string v5, "unknown method"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-direct/range {v3 .. v8}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v3, Lcom/example/r35k2/Failure;
    invoke-static {v3}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 31
    :cond_deadline
    const-string p1, "deadline_at_ms"
    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide p1
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p1, p1, v2
    if-gez p1, :cond_args
    new-instance v3, Lcom/example/r35k2/Failure$Refused;
    const-string v4, "DEADLINE_EXCEEDED"
    const-string v5, "deadline passed"
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-direct/range {v3 .. v8}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v3, Lcom/example/r35k2/Failure;
    invoke-static {v3}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 32
    :cond_args
    new-instance p1, Lorg/json/JSONObject;
    const-string p2, "args"
    invoke-virtual {p3, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    if-nez p2, :cond_have
    const-string p2, "{}"
    :cond_have
    invoke-direct {p1, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 33
    :try_start_0
    sget-object p2, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object p2, p0
    check-cast p2, Lcom/example/r35k2/RecordsProvider;
    .line 121
    const/4 v2, 0x0
    .line 33
    invoke-direct {p2, v1, v0, p3, p1}, Lcom/example/r35k2/RecordsProvider;->dispatch(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    goto :goto_result

    :catchall_0
    move-exception p1
    sget-object p2, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1

    :goto_result
    invoke-static {p1}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object p2
    if-nez p2, :cond_failed
    goto :goto_cast

    :cond_failed
    .line 121
    const/4 p1, 0x0
    .line 33
    new-instance p1, Lcom/example/r35k2/Failure$Crashed;
    invoke-direct {p1, p2}, Lcom/example/r35k2/Failure$Crashed;-><init>(Ljava/lang/Throwable;)V
    check-cast p1, Lcom/example/r35k2/Failure;
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1

    :goto_cast
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method private final dispatch(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 14
    .line 36
    const-string v0, "tool_name"
    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :goto_unknown
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_unknown
    :sswitch_get_record
    const-string v1, "get_record"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_get
    goto :goto_unknown
    :sswitch_share_record
    const-string v1, "share_record"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_share
    goto :goto_unknown
    :sswitch_lab_results
    const-string v1, "lab_results"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_labs
    goto :goto_unknown
    :sswitch_request_refill
    const-string v1, "request_refill"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_refill
    goto :goto_unknown
    :sswitch_archive_record
    const-string v1, "archive_record"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_archive
    goto :goto_unknown
    :sswitch_vaccine_certificate
    const-string v1, "vaccine_certificate"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_cert
    goto :goto_unknown

    .line 37
    :cond_get
    invoke-direct {p0}, Lcom/example/r35k2/RecordsProvider;->getStore()Lcom/example/r35k2/RecordStore;
    move-result-object p1
    const-string p2, "pet_id"
    invoke-virtual {p4, p2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string v2, "getString(...)"
    invoke-static {p2, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p1, p2}, Lcom/example/r35k2/RecordStore;->record(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 38
    :cond_cert
    const-string p1, "pet_id"
    invoke-virtual {p4, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v2, "getString(...)"
    invoke-static {p1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r35k2/RecordsProvider;->vaccineCertificate(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 39
    :cond_labs
    const-string p1, "pet_id"
    invoke-virtual {p4, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v2, "getString(...)"
    invoke-static {p1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-direct {p0, p1}, Lcom/example/r35k2/RecordsProvider;->labResults(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 40
    :cond_share
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r35k2/RecordsProvider;->shareRecord(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 41
    :cond_refill
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r35k2/RecordsProvider;->requestRefill(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 42
    :cond_archive
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r35k2/RecordsProvider;->archiveRecord(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 43
    :goto_unknown
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "no tool "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    new-instance v3, Lcom/example/r35k2/Failure$Refused;
    const-string v4, "TOOL_NOT_FOUND"
    move-object v5, v0
    const/4 v6, 0x0
    const/4 v7, 0x4
    const/4 v8, 0x0
    invoke-direct/range {v3 .. v8}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v3, Lcom/example/r35k2/Failure;
    invoke-static {v3}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1

    .line 44
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6823721a -> :sswitch_request_refill
        -0x126faf4f -> :sswitch_share_record
        -0xf8358bc -> :sswitch_lab_results
        0x631cc0d -> :sswitch_vaccine_certificate
        0x31358a6e -> :sswitch_archive_record
        0x444b0d5a -> :sswitch_get_record
    .end sparse-switch
.end method

.method private final vaccineCertificate(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 48
    :try_start_0
    invoke-direct {p0}, Lcom/example/r35k2/RecordsProvider;->getStore()Lcom/example/r35k2/RecordStore;
    move-result-object v0
    invoke-virtual {v0, p1}, Lcom/example/r35k2/RecordStore;->certificate(Ljava/lang/String;)[B
    move-result-object p1
    :try_end_0
    .catch Ljava/io/FileNotFoundException; {:try_start_0 .. :try_end_0} :catch_0
    .line 53
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v1, v0, v1
    const/4 v2, 0x1
    aget-object v0, v0, v2
    .line 54
    iget-object v2, p0, Lcom/example/r35k2/RecordsProvider;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/example/r35k2/RecordsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v3, v1, p1}, Lcom/example/r35k2/RecordsProvider$$ExternalSyntheticLambda1;-><init>(Landroid/os/ParcelFileDescriptor;[B)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 55
    array-length p1, p1
    int-to-long v1, p1
    invoke-static {v1, v2}, Lcom/example/r35k2/RepliesKt;->fileReply(J)Landroid/os/Bundle;
    move-result-object p1
    .line 121
    const/4 v1, 0x0
    .line 55
    const-string v1, "result_fd"
    check-cast v0, Landroid/os/Parcelable;
    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object p1

    .line 49
    :catch_0
    move-exception p1
    .line 50
    const-string v0, "RecordsProvider"
    const-string v1, "certificate missing"
    check-cast p1, Ljava/lang/Throwable;
    invoke-static {v0, v1, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 51
    new-instance v2, Lcom/example/r35k2/Failure$Refused;
    const-string v3, "INVALID_ARGS"
    const-string v4, "no certificate on file"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v2, Lcom/example/r35k2/Failure;
    invoke-static {v2}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final labResults(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    .line 59
    invoke-direct {p0}, Lcom/example/r35k2/RecordsProvider;->getStore()Lcom/example/r35k2/RecordStore;
    move-result-object v0
    invoke-virtual {v0, p1}, Lcom/example/r35k2/RecordStore;->labs(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    sget-object v0, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, v0}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p1
    const-string v0, "getBytes(...)"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 60
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v1, v0, v1
    const/4 v2, 0x1
    aget-object v0, v0, v2
    .line 61
    iget-object v2, p0, Lcom/example/r35k2/RecordsProvider;->worker:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/example/r35k2/RecordsProvider$$ExternalSyntheticLambda2;
    invoke-direct {v3, v0, p1}, Lcom/example/r35k2/RecordsProvider$$ExternalSyntheticLambda2;-><init>(Landroid/os/ParcelFileDescriptor;[B)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 62
    array-length p1, p1
    int-to-long v2, p1
    invoke-static {v2, v3}, Lcom/example/r35k2/RepliesKt;->fileReply(J)Landroid/os/Bundle;
    move-result-object p1
    .line 121
    const/4 v0, 0x0
    .line 62
    const-string v0, "result_fd"
    check-cast v1, Landroid/os/Parcelable;
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object p1
.end method

.method private final shareRecord(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 66
    const-string v0, "pet_id"
    invoke-virtual {p4, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 67
    const-string v1, "clinic"
    invoke-virtual {p4, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p4
    .line 68
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_redeem
    .line 70
    new-instance p3, Lcom/example/r35k2/ResolutionBuilder;
    invoke-direct {p3, p1}, Lcom/example/r35k2/ResolutionBuilder;-><init>(Landroid/content/Context;)V
    .line 71
    const-class p1, Lcom/example/r35k2/ShareConsentActivity;
    invoke-virtual {p3, p1}, Lcom/example/r35k2/ResolutionBuilder;->target(Ljava/lang/Class;)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 72
    const/16 p3, 0xb
    invoke-virtual {p1, p3}, Lcom/example/r35k2/ResolutionBuilder;->requestCode(I)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 73
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p3, "pet_id"
    invoke-virtual {p1, p3, v0}, Lcom/example/r35k2/ResolutionBuilder;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 74
    invoke-static {p4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p3, "clinic"
    invoke-virtual {p1, p3, p4}, Lcom/example/r35k2/ResolutionBuilder;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 75
    invoke-virtual {p1}, Lcom/example/r35k2/ResolutionBuilder;->allowFillIn()Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 76
    invoke-virtual {p1}, Lcom/example/r35k2/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object p1
    .line 77
    iget-object p3, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    const-string p4, "share_record"
    invoke-virtual {p3, p2, p4}, Lcom/example/r35k2/Sessions;->resumeFor(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 69
    invoke-static {p1, p2}, Lcom/example/r35k2/RepliesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 79
    :cond_redeem
    iget-object v1, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    const-string v2, "share_record"
    invoke-virtual {v1, p3, p2, v2}, Lcom/example/r35k2/Sessions;->redeem(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_effect
    new-instance v2, Lcom/example/r35k2/Failure$Refused;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "resume token not valid"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v2, Lcom/example/r35k2/Failure;
    invoke-static {v2}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 80
    :cond_effect
    invoke-direct {p0}, Lcom/example/r35k2/RecordsProvider;->getStore()Lcom/example/r35k2/RecordStore;
    move-result-object p3
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {p1, p2}, Lcom/example/r35k2/CallersKt;->requesterOf(Landroid/content/Context;I)Ljava/lang/String;
    move-result-object p1
    invoke-virtual {p3, v0, p4, p1}, Lcom/example/r35k2/RecordStore;->share(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 81
    const-string p1, "{\"shared\":true}"
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final requestRefill(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 85
    const-string v0, "pet_id"
    invoke-virtual {p4, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 86
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    .line 87
    if-nez p3, :cond_redeem
    .line 88
    new-instance p3, Lcom/example/r35k2/ResolutionBuilder;
    invoke-direct {p3, p1}, Lcom/example/r35k2/ResolutionBuilder;-><init>(Landroid/content/Context;)V
    .line 89
    const-string p1, "com.pawprint.pharmacy"
    const-string p4, "com.pawprint.pharmacy.RefillApprovalActivity"
    invoke-virtual {p3, p1, p4}, Lcom/example/r35k2/ResolutionBuilder;->component(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 90
    const/16 p3, 0xc
    invoke-virtual {p1, p3}, Lcom/example/r35k2/ResolutionBuilder;->requestCode(I)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 91
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p3, "pet_id"
    invoke-virtual {p1, p3, v0}, Lcom/example/r35k2/ResolutionBuilder;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    .line 92
    invoke-virtual {p1}, Lcom/example/r35k2/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object p1
    .line 93
    iget-object p3, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    const-string p4, "request_refill"
    invoke-virtual {p3, p2, p4}, Lcom/example/r35k2/Sessions;->resumeFor(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p2}, Lcom/example/r35k2/RepliesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 95
    :cond_redeem
    iget-object v1, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    const-string v2, "request_refill"
    invoke-virtual {v1, p3, p2, v2}, Lcom/example/r35k2/Sessions;->redeem(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_effect
    new-instance v2, Lcom/example/r35k2/Failure$Refused;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "resume token not valid"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v2, Lcom/example/r35k2/Failure;
    invoke-static {v2}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 96
    :cond_effect
    invoke-direct {p0}, Lcom/example/r35k2/RecordsProvider;->getStore()Lcom/example/r35k2/RecordStore;
    move-result-object p1
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p2, "medication"
    invoke-virtual {p4, p2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    const-string p3, "getString(...)"
    invoke-static {p2, p3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-virtual {p1, v0, p2}, Lcom/example/r35k2/RecordStore;->refill(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method private final archiveRecord(Landroid/content/Context;ILandroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 13
    .line 100
    const-string v0, "pet_id"
    invoke-virtual {p4, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 101
    const-string p4, "resume_token"
    invoke-virtual {p3, p4}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    .line 102
    if-nez p3, :cond_redeem
    .line 103
    new-instance p3, Lcom/example/r35k2/ResolutionBuilder;
    invoke-direct {p3, p1}, Lcom/example/r35k2/ResolutionBuilder;-><init>(Landroid/content/Context;)V
    const-class p1, Lcom/example/r35k2/ArchiveActivity;
    invoke-virtual {p3, p1}, Lcom/example/r35k2/ResolutionBuilder;->target(Ljava/lang/Class;)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    const/16 p3, 0xd
    invoke-virtual {p1, p3}, Lcom/example/r35k2/ResolutionBuilder;->requestCode(I)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string p3, "pet_id"
    invoke-virtual {p1, p3, v0}, Lcom/example/r35k2/ResolutionBuilder;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r35k2/ResolutionBuilder;
    move-result-object p1
    invoke-virtual {p1}, Lcom/example/r35k2/ResolutionBuilder;->build()Landroid/app/PendingIntent;
    move-result-object p1
    .line 104
    iget-object p3, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    const-string p4, "archive_record"
    invoke-virtual {p3, p2, p4}, Lcom/example/r35k2/Sessions;->resumeFor(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {p1, p2}, Lcom/example/r35k2/RepliesKt;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 106
    :cond_redeem
    iget-object v1, p0, Lcom/example/r35k2/RecordsProvider;->sessions:Lcom/example/r35k2/Sessions;
    const-string v2, "archive_record"
    invoke-virtual {v1, p3, p2, v2}, Lcom/example/r35k2/Sessions;->redeem(Ljava/lang/String;ILjava/lang/String;)Z
    move-result v1
    if-nez v1, :cond_effect
    new-instance v2, Lcom/example/r35k2/Failure$Refused;
    const-string v3, "INVALID_REQUEST"
    const-string v4, "resume token not valid"
    const/4 v5, 0x0
    const/4 v6, 0x4
    const/4 v7, 0x0
    invoke-direct/range {v2 .. v7}, Lcom/example/r35k2/Failure$Refused;-><init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    check-cast v2, Lcom/example/r35k2/Failure;
    invoke-static {v2}, Lcom/example/r35k2/RepliesKt;->toBundle(Lcom/example/r35k2/Failure;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 107
    :cond_effect
    invoke-direct {p0}, Lcom/example/r35k2/RecordsProvider;->getStore()Lcom/example/r35k2/RecordStore;
    move-result-object p1
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {p1, v0}, Lcom/example/r35k2/RecordStore;->archive(Ljava/lang/String;)V
    .line 108
    const-string p1, "{\"archived\":true}"
    invoke-static {p1}, Lcom/example/r35k2/RepliesKt;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
