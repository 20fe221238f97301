.class public final Lapp/quire/reader/digest/DigestScheduler;
.super Ljava/lang/Object;
.source "DigestScheduler.kt"


# static fields
.field public static final ACTION_DIGEST:Ljava/lang/String; = "app.quire.reader.action.DAILY_DIGEST"

.field public static final ACTION_REMIND:Ljava/lang/String; = "app.quire.reader.action.READING_REMINDER"

.field private static final DAY_MS:J = 0x5265c00L

.field public static final INSTANCE:Lapp/quire/reader/digest/DigestScheduler;

.field public static final TAG:Ljava/lang/String; = "QuireDigest"


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quire/reader/digest/DigestScheduler;

    invoke-direct {v0}, Lapp/quire/reader/digest/DigestScheduler;-><init>()V

    sput-object v0, Lapp/quire/reader/digest/DigestScheduler;->INSTANCE:Lapp/quire/reader/digest/DigestScheduler;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final reschedule(Landroid/content/Context;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 19

    move-object/from16 v0, p2

    instance-of v0, v0, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;

    if-eqz v0, :cond_0

    move-object/from16 v0, p2

    check-cast v0, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;

    move-object v14, v0

    iget v0, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;

    move-object/from16 v2, p0

    move-object/from16 v3, p2

    invoke-direct {v14, v2, v3}, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;-><init>(Lapp/quire/reader/digest/DigestScheduler;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v13, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v15

    .line 28
    iget v0, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto/16 :goto_1

    :pswitch_0
    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    .line 29
    sget-object v0, Lapp/quire/reader/data/QuireDb;->Companion:Lapp/quire/reader/data/QuireDb$Companion;

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lapp/quire/reader/data/QuireDb$Companion;->get(Landroid/content/Context;)Lapp/quire/reader/data/QuireDb;

    move-result-object v6

    .line 30
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/digest/DigestScheduler$reschedule$reading$1;

    const/4 v4, 0x0

    invoke-direct {v1, v6, v4}, Lapp/quire/reader/digest/DigestScheduler$reschedule$reading$1;-><init>(Lapp/quire/reader/data/QuireDb;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    move-object/from16 v4, p1

    iput-object v4, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->L$0:Ljava/lang/Object;

    invoke-static {v6}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    iput-object v4, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->L$1:Ljava/lang/Object;

    const/4 v4, 0x1

    iput v4, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->label:I

    invoke-static {v0, v1, v14}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v15, :cond_1

    .line 28
    return-object v15

    :pswitch_1
    iget-object v6, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->L$1:Ljava/lang/Object;

    check-cast v6, Lapp/quire/reader/data/QuireDb;

    iget-object v0, v14, Lapp/quire/reader/digest/DigestScheduler$reschedule$1;->L$0:Ljava/lang/Object;

    check-cast v0, Landroid/content/Context;

    move-object/from16 p1, v0

    invoke-static {v13}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v13

    .line 30
    :cond_1
    check-cast v0, Ljava/lang/Number;

    invoke-virtual {v0}, Ljava/lang/Number;->intValue()I

    move-result v7

    .line 33
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v8

    .line 34
    move-object/from16 v0, p1

    const-string v1, "alarm"

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "null cannot be cast to non-null type android.app.AlarmManager"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Landroid/app/AlarmManager;

    move-object v10, v0

    .line 36
    new-instance v2, Landroid/content/Intent;

    const-string v4, "app.quire.reader.action.DAILY_DIGEST"

    invoke-direct {v2, v4}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 35
    move-object/from16 v0, p1

    const/4 v1, 0x7

    const/high16 v3, 0xa000000

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v11

    .line 38
    const-wide/32 v4, 0x5265c00

    add-long v2, v8, v4

    const/4 v1, 0x1

    invoke-virtual {v10, v1, v2, v3, v11}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 39
    if-lez v7, :cond_2

    .line 41
    new-instance v2, Landroid/content/Intent;

    move-object/from16 v4, p1

    const-class v5, Lapp/quire/reader/digest/DigestReceiver;

    invoke-direct {v2, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v3, "app.quire.reader.action.READING_REMINDER"

    invoke-virtual {v2, v3}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v2

    .line 40
    move-object/from16 v0, p1

    const/16 v1, 0x8

    const/high16 v3, 0xa000000

    invoke-static {v0, v1, v2, v3}, Landroid/app/PendingIntent;->getBroadcast(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v12

    .line 44
    const-wide/32 v4, 0x2932e00

    add-long v2, v8, v4

    const/4 v1, 0x1

    invoke-virtual {v10, v1, v2, v3, v12}, Landroid/app/AlarmManager;->set(IJLandroid/app/PendingIntent;)V

    .line 46
    :cond_2
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "digest rescheduled, "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v7}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v3, " books in progress"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "QuireDigest"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 47
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0

    .line 28
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
