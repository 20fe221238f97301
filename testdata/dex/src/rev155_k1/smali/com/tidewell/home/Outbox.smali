.class public final Lcom/tidewell/home/Outbox;
.super Ljava/lang/Object;
.source "Outbox.kt"


# static fields
.field public static final Companion:Lcom/tidewell/home/Outbox$Companion;

.field private static instance:Lcom/tidewell/home/Outbox;


# instance fields
.field private final ctx:Landroid/content/Context;

.field private final waiting:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/tidewell/home/Outbox$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tidewell/home/Outbox$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/tidewell/home/Outbox;->Companion:Lcom/tidewell/home/Outbox$Companion;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 3

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidewell/home/Outbox;->ctx:Landroid/content/Context;

    .line 19
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/tidewell/home/Outbox;->waiting:Ljava/util/concurrent/ConcurrentHashMap;

    .line 18
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/tidewell/home/Outbox;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getCtx$p(Lcom/tidewell/home/Outbox;)Landroid/content/Context;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/tidewell/home/Outbox;->ctx:Landroid/content/Context;

    return-object v0
.end method

.method public static final synthetic access$getInstance$cp()Lcom/tidewell/home/Outbox;
    .registers 1

    .line 18
    sget-object v0, Lcom/tidewell/home/Outbox;->instance:Lcom/tidewell/home/Outbox;

    return-object v0
.end method

.method public static final synthetic access$getWaiting$p(Lcom/tidewell/home/Outbox;)Ljava/util/concurrent/ConcurrentHashMap;
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/tidewell/home/Outbox;->waiting:Ljava/util/concurrent/ConcurrentHashMap;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/tidewell/home/Outbox;)V
    .registers 1

    .line 18
    sput-object p0, Lcom/tidewell/home/Outbox;->instance:Lcom/tidewell/home/Outbox;

    return-void
.end method


# virtual methods
.method public final onSent(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 10

    const-string v1, "ref"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 37
    iget-object v0, p0, Lcom/tidewell/home/Outbox;->waiting:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lkotlinx/coroutines/CancellableContinuation;

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v5, v0

    .line 38
    const/4 v1, -0x1

    if-ne p3, v1, :cond_1

    .line 39
    move-object v0, v5

    check-cast v0, Lkotlin/coroutines/Continuation;

    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {p3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-static {v1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V

    goto :goto_0

    .line 41
    :cond_1
    move-object v0, v5

    check-cast v0, Lkotlin/coroutines/Continuation;

    sget-object v1, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    new-instance v1, Lcom/tidewell/home/SmsSendException;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "SmsManager result "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, " for "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, " (ref "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Lcom/tidewell/home/SmsSendException;-><init>(Ljava/lang/String;)V

    check-cast v1, Ljava/lang/Throwable;

    invoke-static {v1}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v1}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v0, v1}, Lkotlin/coroutines/Continuation;->resumeWith(Ljava/lang/Object;)V

    .line 43
    :goto_0
    return-void
.end method

.method public final send(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19

    .line 22
    const/4 v6, 0x0

    .line 61
    move-object/from16 v7, p4

    const/4 v8, 0x0

    .line 62
    new-instance v9, Lkotlinx/coroutines/CancellableContinuationImpl;

    invoke-static {v7}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->intercepted(Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;

    move-result-object v2

    const/4 v3, 0x1

    invoke-direct {v9, v2, v3}, Lkotlinx/coroutines/CancellableContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;I)V

    .line 68
    invoke-virtual {v9}, Lkotlinx/coroutines/CancellableContinuationImpl;->initCancellability()V

    .line 69
    move-object v0, v9

    check-cast v0, Lkotlinx/coroutines/CancellableContinuation;

    move-object v10, v0

    const/4 v11, 0x0

    .line 23
    invoke-static {p0}, Lcom/tidewell/home/Outbox;->access$getWaiting$p(Lcom/tidewell/home/Outbox;)Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    check-cast v0, Ljava/util/Map;

    move-object/from16 v1, p3

    invoke-interface {v0, v1, v10}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 24
    new-instance v1, Lcom/tidewell/home/Outbox$send$2$1;

    move-object/from16 v4, p3

    invoke-direct {v1, p0, v4}, Lcom/tidewell/home/Outbox$send$2$1;-><init>(Lcom/tidewell/home/Outbox;Ljava/lang/String;)V

    check-cast v1, Lkotlin/jvm/functions/Function1;

    invoke-interface {v10, v1}, Lkotlinx/coroutines/CancellableContinuation;->invokeOnCancellation(Lkotlin/jvm/functions/Function1;)V

    .line 25
    new-instance v0, Landroid/content/Intent;

    invoke-static {p0}, Lcom/tidewell/home/Outbox;->access$getCtx$p(Lcom/tidewell/home/Outbox;)Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/tidewell/home/SmsSentReceiver;

    invoke-direct {v0, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 26
    const-string v1, "com.tidewell.home.action.SMS_SENT"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 27
    const-string v1, "com.tidewell.home.extra.REF"

    move-object/from16 v2, p3

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 28
    const-string v1, "com.tidewell.home.extra.TO"

    invoke-virtual {v0, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v12

    .line 30
    invoke-static {p0}, Lcom/tidewell/home/Outbox;->access$getCtx$p(Lcom/tidewell/home/Outbox;)Landroid/content/Context;

    move-result-object v0

    sget-object v1, Lcom/tidewell/home/Tokens;->INSTANCE:Lcom/tidewell/home/Tokens;

    invoke-virtual {v1}, Lcom/tidewell/home/Tokens;->nextRequestCode()I

    move-result v1

    .line 29
    const/high16 v3, 0x44000000    # 512.0f

    invoke-static {v0, v1, v12, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v13

    .line 32
    invoke-static {}, Landroid/telephony/SmsManager;->getDefault()Landroid/telephony/SmsManager;

    move-result-object v0

    move-object v1, p1

    move-object/from16 v3, p2

    move-object v4, v13

    const/4 v2, 0x0

    const/4 v5, 0x0

    invoke-virtual/range {v0 .. v5}, Landroid/telephony/SmsManager;->sendTextMessage(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Landroid/app/PendingIntent;)V

    .line 70
    invoke-virtual {v9}, Lkotlinx/coroutines/CancellableContinuationImpl;->getResult()Ljava/lang/Object;

    move-result-object v0

    .line 61
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v2

    if-ne v0, v2, :cond_0

    move-object/from16 v1, p4

    invoke-static {v1}, Lkotlin/coroutines/jvm/internal/DebugProbesKt;->probeCoroutineSuspended(Lkotlin/coroutines/Continuation;)V

    .line 33
    :cond_0
    return-object v0
.end method
