.class public final synthetic Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;

# static fields
.field public static final synthetic INSTANCE:Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/bc/BinsProvider$$ExternalSyntheticLambda2;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final test(Ljava/lang/Object;)Z
    .registers 3
    check-cast p1, Ljava/lang/String;
    invoke-static {p1}, Lcom/bc/BinsProvider;->lambda$execute$2(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

