.class public final enum Lcom/inkwell/notes/cetp/Confirmations$Verdict;
.super Ljava/lang/Enum;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Verdict"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/inkwell/notes/cetp/Confirmations$Verdict;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/inkwell/notes/cetp/Confirmations$Verdict;

.field public static final enum APPROVED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

.field public static final enum DENIED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

.field public static final enum MISMATCH:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

.field public static final enum WAITING:Lcom/inkwell/notes/cetp/Confirmations$Verdict;


# direct methods
.method private static synthetic $values()[Lcom/inkwell/notes/cetp/Confirmations$Verdict;
    .registers 3

    .line 9
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    sget-object v2, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->APPROVED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->DENIED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->WAITING:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->MISMATCH:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 9
    new-instance v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const-string v1, "APPROVED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Confirmations$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->APPROVED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    new-instance v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const-string v1, "DENIED"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Confirmations$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->DENIED:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    new-instance v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const-string v1, "WAITING"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Confirmations$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->WAITING:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    new-instance v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    const-string v1, "MISMATCH"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/inkwell/notes/cetp/Confirmations$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->MISMATCH:Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    invoke-static {}, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->$values()[Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    move-result-object v0

    sput-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->$VALUES:[Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 9
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/inkwell/notes/cetp/Confirmations$Verdict;
    .registers 2

    .line 9
    const-class v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    return-object v0
.end method

.method public static values()[Lcom/inkwell/notes/cetp/Confirmations$Verdict;
    .registers 1

    .line 9
    sget-object v0, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->$VALUES:[Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    invoke-virtual {v0}, [Lcom/inkwell/notes/cetp/Confirmations$Verdict;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    return-object v0
.end method
