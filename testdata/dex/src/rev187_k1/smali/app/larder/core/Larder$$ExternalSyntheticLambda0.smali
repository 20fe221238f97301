.class public final synthetic Lapp/larder/core/Larder$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# static fields
.field public static final synthetic INSTANCE:Lapp/larder/core/Larder$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/core/Larder$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lapp/larder/core/Larder$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lapp/larder/core/Larder$$ExternalSyntheticLambda0;->INSTANCE:Lapp/larder/core/Larder$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lapp/larder/core/Larder;->worker_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    return-object v0
.end method
