.class public final synthetic Lcom/op/GateProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;

# static fields
.field public static final synthetic INSTANCE:Lcom/op/GateProvider$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/op/GateProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/op/GateProvider$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/op/GateProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/op/GateProvider$$ExternalSyntheticLambda2;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, [Ljava/lang/String;
    invoke-static {p1}, Lcom/op/GateProvider;->lambda$mappedTrusted$0([Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

