.class public final synthetic Lcom/od/Items$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;

# static fields
.field public static final synthetic INSTANCE:Lcom/od/Items$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/od/Items$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/od/Items$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/od/Items$$ExternalSyntheticLambda0;->INSTANCE:Lcom/od/Items$$ExternalSyntheticLambda0;
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
    check-cast p1, Ljava/lang/String;
    invoke-static {p1}, Lcom/od/Items;->lambda$sorted$0(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

