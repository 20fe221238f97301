.class public final synthetic Lcom/example/r27f/SyncJob$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Ljava/lang/Runnable;

.field public static final synthetic INSTANCE:Lcom/example/r27f/SyncJob$$ExternalSyntheticLambda0;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r27f/SyncJob$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/example/r27f/SyncJob$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/example/r27f/SyncJob$$ExternalSyntheticLambda0;->INSTANCE:Lcom/example/r27f/SyncJob$$ExternalSyntheticLambda0;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final run()V
    .registers 1
    invoke-static {}, Lcom/example/r27f/SyncJob;->lambda$run$0()V
    return-void
.end method
