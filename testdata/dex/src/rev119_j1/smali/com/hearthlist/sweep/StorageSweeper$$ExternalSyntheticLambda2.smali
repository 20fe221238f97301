.class public final synthetic Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/Function;


# static fields
.field public static final synthetic INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;-><init>()V

    sput-object v0, Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;->INSTANCE:Lcom/hearthlist/sweep/StorageSweeper$$ExternalSyntheticLambda2;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2

    check-cast p1, Ljava/io/File;

    invoke-static {p1}, Lcom/hearthlist/sweep/StorageSweeper;->sizeOf(Ljava/io/File;)Ljava/lang/Long;

    move-result-object p1

    return-object p1
.end method
