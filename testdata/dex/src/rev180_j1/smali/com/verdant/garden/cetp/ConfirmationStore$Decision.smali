.class public final enum Lcom/verdant/garden/cetp/ConfirmationStore$Decision;
.super Ljava/lang/Enum;
.source "ConfirmationStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/cetp/ConfirmationStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Decision"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/verdant/garden/cetp/ConfirmationStore$Decision;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

.field public static final enum APPROVED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

.field public static final enum DENIED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

.field public static final enum PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;


# direct methods
.method private static synthetic $values()[Lcom/verdant/garden/cetp/ConfirmationStore$Decision;
    .registers 3

    .line 13
    const/4 v0, 0x3

    new-array v0, v0, [Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    sget-object v2, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->APPROVED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->DENIED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 13
    new-instance v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    const-string v1, "PENDING"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->PENDING:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    new-instance v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    const-string v1, "APPROVED"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->APPROVED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    new-instance v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    const-string v1, "DENIED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->DENIED:Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    invoke-static {}, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->$values()[Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    move-result-object v0

    sput-object v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->$VALUES:[Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 13
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/verdant/garden/cetp/ConfirmationStore$Decision;
    .registers 2

    .line 13
    const-class v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    return-object v0
.end method

.method public static values()[Lcom/verdant/garden/cetp/ConfirmationStore$Decision;
    .registers 1

    .line 13
    sget-object v0, Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->$VALUES:[Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    invoke-virtual {v0}, [Lcom/verdant/garden/cetp/ConfirmationStore$Decision;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/verdant/garden/cetp/ConfirmationStore$Decision;

    return-object v0
.end method
