.class public final synthetic Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;

# static fields
.field public static final synthetic INSTANCE:Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/fp/PurgeProvider$$ExternalSyntheticLambda0;
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
    check-cast p1, Landroid/database/Cursor;
    invoke-static {p1}, Lcom/fp/PurgeProvider;->lambda$call$0(Landroid/database/Cursor;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

