.class public final synthetic Lcom/rj/GateProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Predicate;

# static fields
.field public static final synthetic INSTANCE:Lcom/rj/GateProvider$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/rj/GateProvider$$ExternalSyntheticLambda3;
    invoke-direct {v0}, Lcom/rj/GateProvider$$ExternalSyntheticLambda3;-><init>()V
    sput-object v0, Lcom/rj/GateProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/rj/GateProvider$$ExternalSyntheticLambda3;
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
    invoke-static {p1}, Lcom/rj/GateProvider;->lambda$logOnly$0(Ljava/lang/String;)Z
    move-result v0
    return v0
.end method

