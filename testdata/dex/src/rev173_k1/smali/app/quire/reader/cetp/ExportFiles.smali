.class public final Lapp/quire/reader/cetp/ExportFiles;
.super Ljava/lang/Object;
.source "Exports.kt"


# static fields
.field public static final INLINE_LIMIT:J = 0x30d40L

.field public static final INSTANCE:Lapp/quire/reader/cetp/ExportFiles;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/quire/reader/cetp/ExportFiles;

    invoke-direct {v0}, Lapp/quire/reader/cetp/ExportFiles;-><init>()V

    sput-object v0, Lapp/quire/reader/cetp/ExportFiles;->INSTANCE:Lapp/quire/reader/cetp/ExportFiles;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final dir(Ljava/io/File;)Ljava/io/File;
    .registers 4

    const-string v1, "filesDir"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    new-instance v0, Ljava/io/File;

    const-string v2, "exports"

    invoke-direct {v0, p0, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public final write(Ljava/io/File;Ljava/lang/String;Lorg/json/JSONObject;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 13

    instance-of v0, p4, Lapp/quire/reader/cetp/ExportFiles$write$1;

    if-eqz v0, :cond_0

    move-object v0, p4

    check-cast v0, Lapp/quire/reader/cetp/ExportFiles$write$1;

    move-object v6, v0

    iget v0, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->label:I

    const/high16 v1, -0x80000000

    and-int/2addr v0, v1

    if-eqz v0, :cond_0

    iget v1, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->label:I

    const/high16 v2, -0x80000000

    sub-int/2addr v1, v2

    iput v1, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->label:I

    goto :goto_0

    :cond_0
    new-instance v6, Lapp/quire/reader/cetp/ExportFiles$write$1;

    invoke-direct {v6, p0, p4}, Lapp/quire/reader/cetp/ExportFiles$write$1;-><init>(Lapp/quire/reader/cetp/ExportFiles;Lkotlin/coroutines/Continuation;)V

    :goto_0
    iget-object v5, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->result:Ljava/lang/Object;

    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;

    move-result-object v7

    .line 16
    iget v0, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->label:I

    packed-switch v0, :pswitch_data_0

    goto :goto_1

    :pswitch_0
    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getIO()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lapp/quire/reader/cetp/ExportFiles$write$2;

    const/4 v4, 0x0

    invoke-direct {v1, p3, p1, p2, v4}, Lapp/quire/reader/cetp/ExportFiles$write$2;-><init>(Lorg/json/JSONObject;Ljava/io/File;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {p1}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->L$0:Ljava/lang/Object;

    invoke-static {p2}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->L$1:Ljava/lang/Object;

    invoke-static {p3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    iput-object v3, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->L$2:Ljava/lang/Object;

    const/4 v3, 0x1

    iput v3, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->label:I

    invoke-static {v0, v1, v6}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    if-ne v0, v7, :cond_1

    return-object v7

    :pswitch_1
    iget-object p3, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->L$2:Ljava/lang/Object;

    check-cast p3, Lorg/json/JSONObject;

    iget-object p2, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->L$1:Ljava/lang/Object;

    check-cast p2, Ljava/lang/String;

    iget-object p1, v6, Lapp/quire/reader/cetp/ExportFiles$write$1;->L$0:Ljava/lang/Object;

    check-cast p1, Ljava/io/File;

    invoke-static {v5}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V

    move-object v0, v5

    :cond_1
    const-string v2, "withContext(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    return-object v0

    .line 16
    :goto_1
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "call to \'resume\' before \'invoke\' with coroutine"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method
