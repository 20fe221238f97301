.class public final synthetic Lcom/example/r33j3/HomeworkProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;


# static fields
.field public static final synthetic INSTANCE:Lcom/example/r33j3/HomeworkProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .locals 1

    new-instance v0, Lcom/example/r33j3/HomeworkProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/example/r33j3/HomeworkProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/example/r33j3/HomeworkProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r33j3/HomeworkProvider$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .locals 0

    invoke-static {p1, p2, p3}, Lcom/example/r33j3/HomeworkProvider;->lambda$new$0(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;

    move-result-object p1

    return-object p1
.end method
