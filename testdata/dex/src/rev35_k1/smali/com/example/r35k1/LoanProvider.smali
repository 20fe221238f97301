.class public final Lcom/example/r35k1/LoanProvider;
.super Landroid/content/ContentProvider;
.source "LoanProvider.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r35k1/LoanProvider$Companion;
    }
.end annotation

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nLoanProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 LoanProvider.kt\ncom/example/r35k1/LoanProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,118:1\n1#2:119\n*E\n"
.end annotation

.field public static final Companion:Lcom/example/r35k1/LoanProvider$Companion;

.field public static final HISTORY_MODE:I = 0x30000000

.field private static final TAG:Ljava/lang/String; = "LoanProvider"

.field public static final TOOLS:Ljava/lang/String; = "{\"revision\":\"loans-7\",\"tools\":[]}"

.field private final catalog$delegate:Lkotlin/Lazy;

.field private final io:Ljava/util/concurrent/ExecutorService;

.field private final resumes:Lcom/example/r35k1/ResumeBook;

.field private final sessions:Lcom/example/r35k1/SessionBook;

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r35k1/LoanProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r35k1/LoanProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r35k1/LoanProvider;->Companion:Lcom/example/r35k1/LoanProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 16
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k1/LoanProvider;->io:Ljava/util/concurrent/ExecutorService;
    .line 17
    new-instance v0, Lcom/example/r35k1/SessionBook;
    invoke-direct {v0}, Lcom/example/r35k1/SessionBook;-><init>()V
    iput-object v0, p0, Lcom/example/r35k1/LoanProvider;->sessions:Lcom/example/r35k1/SessionBook;
    .line 18
    new-instance v0, Lcom/example/r35k1/ResumeBook;
    invoke-direct {v0}, Lcom/example/r35k1/ResumeBook;-><init>()V
    iput-object v0, p0, Lcom/example/r35k1/LoanProvider;->resumes:Lcom/example/r35k1/ResumeBook;
    .line 19
    new-instance v0, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0, p0}, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35k1/LoanProvider;)V
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r35k1/LoanProvider;->catalog$delegate:Lkotlin/Lazy;
    .line 15
    return-void
.end method

.method public static final catalog_delegate$lambda$0(Lcom/example/r35k1/LoanProvider;)Lcom/example/r35k1/CatalogDb;
    .registers 3
    .line 19
    new-instance v0, Lcom/example/r35k1/CatalogDb;
    invoke-virtual {p0}, Lcom/example/r35k1/LoanProvider;->requireContext()Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r35k1/CatalogDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final readingList$lambda$0(Landroid/os/ParcelFileDescriptor;[B)V
    .registers 5
    .line 95
    check-cast p0, Ljava/io/Closeable;
    :try_start_0
    move-object v0, p0
    check-cast v0, Landroid/os/ParcelFileDescriptor;
    .line 119
    const/4 v1, 0x0
    .line 95
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

.method public static final search$lambda$0(Landroid/content/Context;Ljava/lang/String;)V
    .registers 3
    .line 49
    sget-object v0, Lcom/example/r35k1/Analytics;->INSTANCE:Lcom/example/r35k1/Analytics;
    invoke-static {p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-virtual {v0, p0, p1}, Lcom/example/r35k1/Analytics;->searched(Landroid/content/Context;Ljava/lang/String;)V
    return-void
.end method

.method private final getCatalog()Lcom/example/r35k1/CatalogDb;
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/example/r35k1/LoanProvider;->catalog$delegate:Lkotlin/Lazy;
    invoke-interface {v0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/example/r35k1/CatalogDb;
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 21
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    .line 25
    invoke-virtual {p0}, Lcom/example/r35k1/LoanProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object v1
    .line 26
    invoke-virtual {p0}, Lcom/example/r35k1/LoanProvider;->requireContext()Landroid/content/Context;
    move-result-object p2
    invoke-static {p2, v0}, Lcom/example/r35k1/TokensKt;->isLibraryApp(Landroid/content/Context;I)Z
    move-result p2
    const/4 v2, 0x4
    const/4 v3, 0x0
    const/4 v4, 0x0
    if-nez p2, :cond_partner
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "not a Shelfmark partner"
    invoke-static {p1, p2, v4, v2, v3}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 27
    :cond_partner
    if-nez p3, :cond_extras
    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    .line 28
    :cond_extras
    const-string p2, "negotiate"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_session
    iget-object p1, p0, Lcom/example/r35k1/LoanProvider;->sessions:Lcom/example/r35k1/SessionBook;
    invoke-virtual {p1, v0}, Lcom/example/r35k1/SessionBook;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 29
    :cond_session
    iget-object p2, p0, Lcom/example/r35k1/LoanProvider;->sessions:Lcom/example/r35k1/SessionBook;
    const-string v5, "session_token"
    invoke-virtual {p3, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p2, v5, v0}, Lcom/example/r35k1/SessionBook;->valid(Ljava/lang/String;I)Z
    move-result p2
    if-nez p2, :cond_dispatch
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    const/4 p3, 0x1
    invoke-static {p1, p2, p3}, Lcom/example/r35k1/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 31
    :cond_dispatch
    const-string p2, "list_tools"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p2
    if-eqz p2, :cond_exec
    const-string p1, "{\"revision\":\"loans-7\",\"tools\":[]}"
    invoke-static {p1}, Lcom/example/r35k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 32
    :cond_exec
    const-string p2, "execute_tool"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_unknown
    invoke-static {p3}, Lcom/example/r35k1/EnvelopesKt;->getPastDeadline(Landroid/os/Bundle;)Z
    move-result p1
    if-eqz p1, :cond_live
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2, v4, v2, v3}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret
    :cond_live
    invoke-direct {p0, v0, v1, p3}, Lcom/example/r35k1/LoanProvider;->execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 33
    :cond_unknown
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2, v4, v2, v3}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 30
    :goto_ret
    return-object p1
.end method

.method private final execute(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 37
    invoke-static {p3}, Lcom/example/r35k1/EnvelopesKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v1
    sparse-switch v1, :sswitch_data_0
    goto :goto_unknown
    :sswitch_pay
    const-string v1, "pay_fine"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_pay
    goto :goto_unknown
    :sswitch_export
    const-string v1, "export_history"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_export
    goto :goto_unknown
    :sswitch_shelf
    const-string v1, "browse_shelf"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_shelf
    goto :goto_unknown
    :sswitch_renew
    const-string v1, "renew_loan"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_renew
    goto :goto_unknown
    :sswitch_search
    const-string v1, "search_catalog"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_search
    goto :goto_unknown
    :sswitch_list
    const-string v1, "reading_list"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :cond_list
    goto :goto_unknown

    .line 38
    :cond_search
    invoke-static {p3}, Lcom/example/r35k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p1
    const-string p2, "title"
    invoke-static {p1, p2}, Lcom/example/r35k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r35k1/LoanProvider;->search(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 39
    :cond_shelf
    invoke-direct {p0}, Lcom/example/r35k1/LoanProvider;->getCatalog()Lcom/example/r35k1/CatalogDb;
    move-result-object p1
    invoke-static {p3}, Lcom/example/r35k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object p2
    const-string p3, "shelf"
    invoke-static {p2, p3}, Lcom/example/r35k1/EnvelopesKt;->text(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-static {p2}, Lcom/example/r35k1/CatalogKt;->shelfQuery(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, p2}, Lcom/example/r35k1/CatalogDb;->shelf(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 40
    :cond_renew
    invoke-direct {p0, p1, p3}, Lcom/example/r35k1/LoanProvider;->renewLoan(ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 41
    :cond_pay
    invoke-direct {p0, p1, p2, p3}, Lcom/example/r35k1/LoanProvider;->payFine(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 42
    :cond_export
    invoke-direct {p0, p1}, Lcom/example/r35k1/LoanProvider;->exportHistory(I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 43
    :cond_list
    invoke-direct {p0, p1}, Lcom/example/r35k1/LoanProvider;->readingList(I)Landroid/os/Bundle;
    move-result-object p1
    goto :goto_ret

    .line 44
    :goto_unknown
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    const/4 p3, 0x0
    const/4 v0, 0x4
    const/4 v1, 0x0
    invoke-static {p1, p2, p3, v0, v1}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    .line 45
    :goto_ret
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6dac54f7 -> :sswitch_export
        -0x6636fc9e -> :sswitch_renew
        -0x4ea12d8f -> :sswitch_list
        0x2a5d4482 -> :sswitch_search
        0x491ed835 -> :sswitch_shelf
        0x51a526f1 -> :sswitch_pay
    .end sparse-switch
.end method

.method private final search(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 48
    invoke-virtual {p0}, Lcom/example/r35k1/LoanProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 49
    iget-object v1, p0, Lcom/example/r35k1/LoanProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v2, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v0, p1}, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda1;-><init>(Landroid/content/Context;Ljava/lang/String;)V
    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 50
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, p0
    check-cast v0, Lcom/example/r35k1/LoanProvider;
    .line 119
    const/4 v1, 0x0
    .line 50
    invoke-direct {v0}, Lcom/example/r35k1/LoanProvider;->getCatalog()Lcom/example/r35k1/CatalogDb;
    move-result-object v0
    invoke-virtual {v0, p1}, Lcom/example/r35k1/CatalogDb;->search(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    goto :goto_result

    :catchall_0
    move-exception p1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1

    :goto_result
    invoke-static {p1}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :cond_failed
    goto :goto_cast

    :cond_failed
    const/4 p1, 0x0
    .line 51
    const-string p1, "LoanProvider"
    const-string v1, "catalogue search failed"
    invoke-static {p1, v1, v0}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I
    .line 52
    const-string p1, "UNAVAILABLE"
    const-string v0, "the catalogue is busy"
    const/4 v1, 0x1
    invoke-static {p1, v0, v1}, Lcom/example/r35k1/EnvelopesKt;->errorBundle(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p1

    .line 50
    :goto_cast
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method private final renewLoan(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    .line 57
    invoke-static {p2}, Lcom/example/r35k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    invoke-static {v0}, Lcom/example/r35k1/CatalogKt;->renewal(Lorg/json/JSONObject;)Lcom/example/r35k1/Renewal;
    move-result-object v0
    invoke-virtual {v0}, Lcom/example/r35k1/Renewal;->component1-luMbWjU()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Lcom/example/r35k1/Renewal;->component2()Z
    move-result v0
    .line 58
    const-string v2, "resume_token"
    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p2
    .line 59
    if-nez v0, :cond_redeem
    if-nez p2, :cond_redeem
    const-class p2, Lcom/example/r35k1/RenewActivity;
    const-string v0, "renew_loan"
    invoke-direct {p0, p1, v0, p2, v1}, Lcom/example/r35k1/LoanProvider;->confirmation(ILjava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 60
    :cond_redeem
    if-eqz p2, :cond_renew
    iget-object v0, p0, Lcom/example/r35k1/LoanProvider;->resumes:Lcom/example/r35k1/ResumeBook;
    invoke-virtual {v0, p2, p1}, Lcom/example/r35k1/ResumeBook;->take(Ljava/lang/String;I)Lcom/example/r35k1/ResumeBook$Pending;
    move-result-object p1
    if-nez p1, :cond_renew
    const-string p1, "INVALID_REQUEST"
    const-string p2, "resume token not valid"
    const/4 v0, 0x0
    const/4 v1, 0x4
    const/4 v2, 0x0
    invoke-static {p1, p2, v0, v1, v2}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 61
    :cond_renew
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v2
    .line 63
    :try_start_0
    invoke-direct {p0}, Lcom/example/r35k1/LoanProvider;->getCatalog()Lcom/example/r35k1/CatalogDb;
    move-result-object p1
    invoke-virtual {p0}, Lcom/example/r35k1/LoanProvider;->getCallingPackage()Ljava/lang/String;
    move-result-object p2
    invoke-virtual {p1, v1, p2}, Lcom/example/r35k1/CatalogDb;->renew-ImgyuMQ(Ljava/lang/String;Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 65
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 67
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"renewed\":\""
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string p2, "\"}"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 65
    :catchall_0
    move-exception p1
    invoke-static {v2, v3}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final payFine(ILjava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 11
    .line 71
    invoke-static {p3}, Lcom/example/r35k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "amount_cents"
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I
    move-result v0
    .line 72
    invoke-static {p3}, Lcom/example/r35k1/EnvelopesKt;->getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    move-result-object v1
    const-string v3, "confirmed"
    invoke-virtual {v1, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v1
    if-eqz v1, :cond_token
    const-string v1, "LoanProvider"
    const-string v3, "pay_fine: Consumer-side confirmation ignored"
    invoke-static {v1, v3}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 73
    :cond_token
    const-string v1, "resume_token"
    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p3
    if-nez p3, :cond_find
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object p2
    const-class p3, Lcom/example/r35k1/FineActivity;
    const-string v0, "pay_fine"
    invoke-direct {p0, p1, v0, p3, p2}, Lcom/example/r35k1/LoanProvider;->confirmation(ILjava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 74
    :cond_find
    iget-object v1, p0, Lcom/example/r35k1/LoanProvider;->resumes:Lcom/example/r35k1/ResumeBook;
    invoke-virtual {v1, p3}, Lcom/example/r35k1/ResumeBook;->find(Ljava/lang/String;)Lcom/example/r35k1/ResumeBook$Pending;
    move-result-object p3
    const-string v1, "resume token not valid"
    const-string v3, "INVALID_REQUEST"
    const/4 v4, 0x4
    const/4 v5, 0x0
    if-nez p3, :cond_owner
    invoke-static {v3, v1, v2, v4, v5}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 75
    :cond_owner
    invoke-virtual {p3}, Lcom/example/r35k1/ResumeBook$Pending;->getUid()I
    move-result v6
    if-ne v6, p1, :cond_reject
    invoke-virtual {p3}, Lcom/example/r35k1/ResumeBook$Pending;->getTool()Ljava/lang/String;
    move-result-object p1
    const-string p3, "pay_fine"
    invoke-static {p1, p3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_pay
    :cond_reject
    invoke-static {v3, v1, v2, v4, v5}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 76
    :cond_pay
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J
    move-result-wide v1
    .line 78
    :try_start_0
    invoke-direct {p0}, Lcom/example/r35k1/LoanProvider;->getCatalog()Lcom/example/r35k1/CatalogDb;
    move-result-object p1
    invoke-virtual {p1, v0, p2}, Lcom/example/r35k1/CatalogDb;->payFine(ILjava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    .line 80
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    .line 82
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string p2, "{\"paid_cents\":"
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const/16 p2, 0x7d
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r35k1/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1

    .line 80
    :catchall_0
    move-exception p1
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V
    throw p1
.end method

.method private final exportHistory(I)Landroid/os/Bundle;
    .registers 7
    .line 85
    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v0, p0
    check-cast v0, Lcom/example/r35k1/LoanProvider;
    const/4 v1, 0x0
    .line 86
    new-instance v1, Ljava/io/File;
    invoke-virtual {v0}, Lcom/example/r35k1/LoanProvider;->requireContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getCacheDir()Ljava/io/File;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "history-"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, ".json"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 87
    invoke-direct {v0}, Lcom/example/r35k1/LoanProvider;->getCatalog()Lcom/example/r35k1/CatalogDb;
    move-result-object v0
    invoke-virtual {v0, p1}, Lcom/example/r35k1/CatalogDb;->history(I)Ljava/lang/String;
    move-result-object p1
    const/4 v0, 0x0
    const/4 v2, 0x2
    invoke-static {v1, p1, v0, v2, v0}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 88
    const/high16 p1, 0x30000000
    invoke-static {v1, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object p1
    .line 89
    invoke-virtual {v1}, Ljava/io/File;->length()J
    move-result-wide v0
    invoke-static {v0, v1}, Lcom/example/r35k1/EnvelopesKt;->okFile(J)Landroid/os/Bundle;
    move-result-object v0
    .line 119
    const/4 v1, 0x0
    .line 89
    const-string v1, "result_fd"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 85
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0
    goto :goto_result

    :catchall_0
    move-exception p1
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {p1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object p1
    invoke-static {p1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object p1

    .line 90
    :goto_result
    invoke-static {p1}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;
    move-result-object v0
    if-nez v0, :cond_failed
    goto :goto_cast

    :cond_failed
    .line 119
    const/4 p1, 0x0
    .line 90
    new-instance p1, Ljava/lang/StringBuilder;
    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "export failed: "
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "INTERNAL_ERROR"
    const/4 v1, 0x0
    const/4 v2, 0x4
    const/4 v3, 0x0
    invoke-static {v0, p1, v1, v2, v3}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1

    :goto_cast
    check-cast p1, Landroid/os/Bundle;
    return-object p1
.end method

.method private final readingList(I)Landroid/os/Bundle;
    .registers 7
    .line 93
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createPipe()[Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v1, 0x0
    aget-object v1, v0, v1
    const/4 v2, 0x1
    aget-object v0, v0, v2
    .line 94
    invoke-direct {p0}, Lcom/example/r35k1/LoanProvider;->getCatalog()Lcom/example/r35k1/CatalogDb;
    move-result-object v2
    invoke-virtual {v2, p1}, Lcom/example/r35k1/CatalogDb;->history(I)Ljava/lang/String;
    move-result-object p1
    sget-object v2, Lkotlin/text/Charsets;->UTF_8:Ljava/nio/charset/Charset;
    invoke-virtual {p1, v2}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B
    move-result-object p1
    const-string v2, "getBytes(...)"
    invoke-static {p1, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 95
    iget-object v2, p0, Lcom/example/r35k1/LoanProvider;->io:Ljava/util/concurrent/ExecutorService;
    new-instance v3, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda2;
    invoke-direct {v3, v0, p1}, Lcom/example/r35k1/LoanProvider$$ExternalSyntheticLambda2;-><init>(Landroid/os/ParcelFileDescriptor;[B)V
    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 96
    array-length p1, p1
    int-to-long v2, p1
    invoke-static {v2, v3}, Lcom/example/r35k1/EnvelopesKt;->okFile(J)Landroid/os/Bundle;
    move-result-object p1
    .line 119
    const/4 v0, 0x0
    .line 96
    const-string v0, "result_fd"
    check-cast v1, Landroid/os/Parcelable;
    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    return-object p1
.end method

.method private final confirmation(ILjava/lang/String;Ljava/lang/Class;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/lang/String;",
            "Ljava/lang/Class<",
            "*>;",
            "Ljava/lang/String;",
            ")",
            "Landroid/os/Bundle;"
        }
    .end annotation
    .line 100
    invoke-virtual {p0}, Lcom/example/r35k1/LoanProvider;->requireContext()Landroid/content/Context;
    move-result-object v0
    .line 101
    new-instance v1, Landroid/content/Intent;
    invoke-direct {v1, v0, p3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    .line 102
    const-string p3, "tool"
    invoke-virtual {v1, p3, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 103
    const-string p3, "detail"
    invoke-virtual {v1, p3, p4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    .line 105
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I
    move-result p3
    const/high16 p4, 0xc000000
    invoke-static {v0, p3, v1, p4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p3
    .line 106
    const-string p4, "USER_ACTION_REQUIRED"
    const-string v0, "confirm in Shelfmark"
    const/4 v1, 0x0
    const/4 v2, 0x4
    const/4 v3, 0x0
    invoke-static {p4, v0, v1, v2, v3}, Lcom/example/r35k1/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p4
    .line 107
    const-string v0, "resolution"
    check-cast p3, Landroid/os/Parcelable;
    invoke-virtual {p4, v0, p3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 108
    iget-object p3, p0, Lcom/example/r35k1/LoanProvider;->resumes:Lcom/example/r35k1/ResumeBook;
    invoke-virtual {p3, p1, p2}, Lcom/example/r35k1/ResumeBook;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string p2, "resume_token"
    invoke-virtual {p4, p2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 106
    return-object p4
.end method
