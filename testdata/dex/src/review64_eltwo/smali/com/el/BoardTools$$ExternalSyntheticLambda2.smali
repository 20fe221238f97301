.class public final synthetic Lcom/el/BoardTools$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# static fields
.field public static final synthetic INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/el/BoardTools$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/el/BoardTools$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/el/BoardTools$$ExternalSyntheticLambda2;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda2;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Ljava/lang/String;
    invoke-static {p1}, Lcom/el/BoardTools;->countCards$lambda$0(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(Z)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

