.class public final enum Lcom/inkwell/notes/cetp/Replies$Refusal;
.super Ljava/lang/Enum;
.source "Replies.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Replies;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Refusal"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/cetp/Replies$Refusal;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum CONFIRM:Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum DENIED:Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum FORBIDDEN:Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum LATE:Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum MISMATCH:Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum SIGN_IN:Lcom/inkwell/notes/cetp/Replies$Refusal;

.field public static final enum WAITING:Lcom/inkwell/notes/cetp/Replies$Refusal;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/cetp/Replies$Refusal;
    .registers 3

    .line 11
    const/16 v0, 0x8

    new-array v0, v0, [Lcom/inkwell/notes/cetp/Replies$Refusal;

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->SIGN_IN:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->CONFIRM:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->DENIED:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->WAITING:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->MISMATCH:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x4

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->LATE:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x5

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->FORBIDDEN:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x6

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const/4 v1, 0x7

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 11
    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "SIGN_IN"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->SIGN_IN:Lcom/inkwell/notes/cetp/Replies$Refusal;

    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "CONFIRM"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->CONFIRM:Lcom/inkwell/notes/cetp/Replies$Refusal;

    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "DENIED"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->DENIED:Lcom/inkwell/notes/cetp/Replies$Refusal;

    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "WAITING"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->WAITING:Lcom/inkwell/notes/cetp/Replies$Refusal;

    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "MISMATCH"

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->MISMATCH:Lcom/inkwell/notes/cetp/Replies$Refusal;

    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "LATE"

    const/4 v2, 0x5

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->LATE:Lcom/inkwell/notes/cetp/Replies$Refusal;

    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "FORBIDDEN"

    const/4 v2, 0x6

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->FORBIDDEN:Lcom/inkwell/notes/cetp/Replies$Refusal;

    new-instance v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v1, "BAD_ARGS"

    const/4 v2, 0x7

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Replies$Refusal;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->BAD_ARGS:Lcom/inkwell/notes/cetp/Replies$Refusal;

    invoke-static {}, Lcom/inkwell/notes/cetp/Replies$Refusal;->$values()[Lcom/inkwell/notes/cetp/Replies$Refusal;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->$VALUES:[Lcom/inkwell/notes/cetp/Replies$Refusal;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 11
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Replies$Refusal;
    .registers 2

    .line 11
    const-class v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/Replies$Refusal;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/cetp/Replies$Refusal;
    .registers 1

    .line 11
    sget-object v0, Lcom/inkwell/notes/cetp/Replies$Refusal;->$VALUES:[Lcom/inkwell/notes/cetp/Replies$Refusal;

    invoke-virtual {v0}, [Lcom/inkwell/notes/cetp/Replies$Refusal;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/cetp/Replies$Refusal;

    return-object v0
.end method
