.class public final enum Lcom/quirewell/data/Tickets$Verdict;
.super Ljava/lang/Enum;
.source "Tickets.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quirewell/data/Tickets;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4019
    name = "Verdict"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lcom/quirewell/data/Tickets$Verdict;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lcom/quirewell/data/Tickets$Verdict;

.field public static final enum APPROVED:Lcom/quirewell/data/Tickets$Verdict;

.field public static final enum DENIED:Lcom/quirewell/data/Tickets$Verdict;

.field public static final enum INVALID:Lcom/quirewell/data/Tickets$Verdict;

.field public static final enum PENDING:Lcom/quirewell/data/Tickets$Verdict;


# direct methods
.method private static synthetic $values()[Lcom/quirewell/data/Tickets$Verdict;
    .registers 3

    .line 12
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/quirewell/data/Tickets$Verdict;

    sget-object v2, Lcom/quirewell/data/Tickets$Verdict;->APPROVED:Lcom/quirewell/data/Tickets$Verdict;

    const/4 v1, 0x0

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/data/Tickets$Verdict;->DENIED:Lcom/quirewell/data/Tickets$Verdict;

    const/4 v1, 0x1

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/data/Tickets$Verdict;->PENDING:Lcom/quirewell/data/Tickets$Verdict;

    const/4 v1, 0x2

    aput-object v2, v0, v1

    sget-object v2, Lcom/quirewell/data/Tickets$Verdict;->INVALID:Lcom/quirewell/data/Tickets$Verdict;

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 13
    new-instance v0, Lcom/quirewell/data/Tickets$Verdict;

    const-string v1, "APPROVED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/quirewell/data/Tickets$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/data/Tickets$Verdict;->APPROVED:Lcom/quirewell/data/Tickets$Verdict;

    .line 14
    new-instance v0, Lcom/quirewell/data/Tickets$Verdict;

    const-string v1, "DENIED"

    const/4 v2, 0x1

    invoke-direct {v0, v1, v2}, Lcom/quirewell/data/Tickets$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/data/Tickets$Verdict;->DENIED:Lcom/quirewell/data/Tickets$Verdict;

    .line 15
    new-instance v0, Lcom/quirewell/data/Tickets$Verdict;

    const-string v1, "PENDING"

    const/4 v2, 0x2

    invoke-direct {v0, v1, v2}, Lcom/quirewell/data/Tickets$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/data/Tickets$Verdict;->PENDING:Lcom/quirewell/data/Tickets$Verdict;

    .line 16
    new-instance v0, Lcom/quirewell/data/Tickets$Verdict;

    const-string v1, "INVALID"

    const/4 v2, 0x3

    invoke-direct {v0, v1, v2}, Lcom/quirewell/data/Tickets$Verdict;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lcom/quirewell/data/Tickets$Verdict;->INVALID:Lcom/quirewell/data/Tickets$Verdict;

    .line 12
    invoke-static {}, Lcom/quirewell/data/Tickets$Verdict;->$values()[Lcom/quirewell/data/Tickets$Verdict;

    move-result-object v0

    sput-object v0, Lcom/quirewell/data/Tickets$Verdict;->$VALUES:[Lcom/quirewell/data/Tickets$Verdict;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 12
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/quirewell/data/Tickets$Verdict;
    .registers 2

    .line 12
    const-class v0, Lcom/quirewell/data/Tickets$Verdict;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lcom/quirewell/data/Tickets$Verdict;

    return-object v0
.end method

.method public static values()[Lcom/quirewell/data/Tickets$Verdict;
    .registers 1

    .line 12
    sget-object v0, Lcom/quirewell/data/Tickets$Verdict;->$VALUES:[Lcom/quirewell/data/Tickets$Verdict;

    invoke-virtual {v0}, [Lcom/quirewell/data/Tickets$Verdict;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/quirewell/data/Tickets$Verdict;

    return-object v0
.end method
