.class final Lcom/curbpass/a/j;
.super Ljava/lang/Object;
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
.source "SourceFile"


# instance fields
.field private final a:Ljava/util/concurrent/ConcurrentHashMap;


# direct methods
.method constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/curbpass/a/j;->a:Ljava/util/concurrent/ConcurrentHashMap;

    return-void
.end method

.method static synthetic a(Ljava/util/function/Supplier;Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 2

    .line 15
    invoke-interface {p0}, Ljava/util/function/Supplier;->get()Ljava/lang/Object;

    move-result-object p0

    check-cast p0, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    return-object p0
.end method


# virtual methods
.method public final execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/util/function/Supplier;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 5

    .line 15
    iget-object v0, p0, Lcom/curbpass/a/j;->a:Ljava/util/concurrent/ConcurrentHashMap;

    invoke-virtual {p1}, Lcom/clawseed/cetp/sdk/CetpProviderRequest;->getRequestId()Ljava/lang/String;

    move-result-object p1

    new-instance v1, Lcom/curbpass/a/j$$ExternalSyntheticLambda0;

    invoke-direct {v1, p2}, Lcom/curbpass/a/j$$ExternalSyntheticLambda0;-><init>(Ljava/util/function/Supplier;)V

    invoke-virtual {v0, p1, v1}, Ljava/util/concurrent/ConcurrentHashMap;->computeIfAbsent(Ljava/lang/Object;Ljava/util/function/Function;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/clawseed/cetp/sdk/CetpProviderResult;

    return-object p1
.end method
