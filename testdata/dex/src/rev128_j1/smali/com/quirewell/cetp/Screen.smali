.class public final enum Lcom/quirewell/cetp/Screen;
.super Ljava/lang/Enum;
.source "Screen.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/quirewell/cetp/Screen;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/quirewell/cetp/Screen;

.field public static final enum PURGE_NOTEBOOK:Lcom/quirewell/cetp/Screen;

.field public static final enum RENAME_FILE:Lcom/quirewell/cetp/Screen;

.field public static final enum SHARE_NOTE:Lcom/quirewell/cetp/Screen;

.field public static final enum SHRED_FILE:Lcom/quirewell/cetp/Screen;


# direct methods
.method private static synthetic $values()[Lcom/quirewell/cetp/Screen;
    .registers 3

    .line 4
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/quirewell/cetp/Screen;

    sget-object v2, Lcom/quirewell/cetp/Screen;->SHARE_NOTE:Lcom/quirewell/cetp/Screen;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/cetp/Screen;->PURGE_NOTEBOOK:Lcom/quirewell/cetp/Screen;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/cetp/Screen;->RENAME_FILE:Lcom/quirewell/cetp/Screen;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/cetp/Screen;->SHRED_FILE:Lcom/quirewell/cetp/Screen;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 5
    new-instance v0, Lcom/quirewell/cetp/Screen;

    const-string v1, "SHARE_NOTE"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/quirewell/cetp/Screen;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/cetp/Screen;->SHARE_NOTE:Lcom/quirewell/cetp/Screen;

    .line 6
    new-instance v0, Lcom/quirewell/cetp/Screen;

    const-string v1, "PURGE_NOTEBOOK"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/quirewell/cetp/Screen;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/cetp/Screen;->PURGE_NOTEBOOK:Lcom/quirewell/cetp/Screen;

    .line 7
    new-instance v0, Lcom/quirewell/cetp/Screen;

    const-string v1, "RENAME_FILE"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/quirewell/cetp/Screen;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/cetp/Screen;->RENAME_FILE:Lcom/quirewell/cetp/Screen;

    .line 8
    new-instance v0, Lcom/quirewell/cetp/Screen;

    const-string v1, "SHRED_FILE"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/quirewell/cetp/Screen;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/cetp/Screen;->SHRED_FILE:Lcom/quirewell/cetp/Screen;

    .line 4
    invoke-static {}, Lcom/quirewell/cetp/Screen;->$values()[Lcom/quirewell/cetp/Screen;

    move-result-object v0

    sput-object v0, Lcom/quirewell/cetp/Screen;->$VALUES:[Lcom/quirewell/cetp/Screen;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 4
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/quirewell/cetp/Screen;
    .registers 2

    .line 4
    const-class v0, Lcom/quirewell/cetp/Screen;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/quirewell/cetp/Screen;

    return-object v0
.end method

.method public static values()[Lcom/quirewell/cetp/Screen;
    .registers 1

    .line 4
    sget-object v0, Lcom/quirewell/cetp/Screen;->$VALUES:[Lcom/quirewell/cetp/Screen;

    invoke-virtual {v0}, [Lcom/quirewell/cetp/Screen;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/quirewell/cetp/Screen;

    return-object v0
.end method
