.class public final enum Lcom/example/enumt/Screen;
.super Ljava/lang/Enum;
.source "Screen.kt"


# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.field private static final synthetic $VALUES:[Lcom/example/enumt/Screen;

.field public static final enum CONFIRM:Lcom/example/enumt/Screen;

.field public static final enum REVIEW:Lcom/example/enumt/Screen;

.field public static final enum SAFE:Lcom/example/enumt/Screen;

.field public static final enum PICK:Lcom/example/enumt/Screen;


# instance fields
.field private final cls:Ljava/lang/Class;


# direct methods
.method private static final synthetic $values()[Lcom/example/enumt/Screen;
    .registers 3

    const/4 v0, 0x4

    new-array v0, v0, [Lcom/example/enumt/Screen;

    sget-object v1, Lcom/example/enumt/Screen;->CONFIRM:Lcom/example/enumt/Screen;

    const/4 v2, 0x0

    aput-object v1, v0, v2

    sget-object v1, Lcom/example/enumt/Screen;->REVIEW:Lcom/example/enumt/Screen;

    const/4 v2, 0x1

    aput-object v1, v0, v2

    sget-object v1, Lcom/example/enumt/Screen;->SAFE:Lcom/example/enumt/Screen;

    const/4 v2, 0x2

    aput-object v1, v0, v2

    sget-object v1, Lcom/example/enumt/Screen;->PICK:Lcom/example/enumt/Screen;

    const/4 v2, 0x3

    aput-object v1, v0, v2

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4

    .line 4
    new-instance v0, Lcom/example/enumt/Screen;

    const-string v1, "CONFIRM"

    const/4 v2, 0x0

    const-class v3, Lcom/example/enumt/OpenConfirmActivity;

    invoke-direct {v0, v1, v2, v3}, Lcom/example/enumt/Screen;-><init>(Ljava/lang/String;ILjava/lang/Class;)V

    sput-object v0, Lcom/example/enumt/Screen;->CONFIRM:Lcom/example/enumt/Screen;

    .line 5
    new-instance v0, Lcom/example/enumt/Screen;

    const-string v1, "REVIEW"

    const/4 v2, 0x1

    const-class v3, Lcom/example/enumt/ReviewActivity;

    invoke-direct {v0, v1, v2, v3}, Lcom/example/enumt/Screen;-><init>(Ljava/lang/String;ILjava/lang/Class;)V

    sput-object v0, Lcom/example/enumt/Screen;->REVIEW:Lcom/example/enumt/Screen;

    .line 6
    new-instance v0, Lcom/example/enumt/Screen;

    const-string v1, "SAFE"

    const/4 v2, 0x2

    const-class v3, Lcom/example/enumt/ConfirmActivity;

    invoke-direct {v0, v1, v2, v3}, Lcom/example/enumt/Screen;-><init>(Ljava/lang/String;ILjava/lang/Class;)V

    sput-object v0, Lcom/example/enumt/Screen;->SAFE:Lcom/example/enumt/Screen;

    .line 7
    new-instance v0, Lcom/example/enumt/Screen;

    const-string v1, "PICK"

    const/4 v2, 0x3

    const-class v3, Lcom/example/enumt/PickActivity;

    invoke-direct {v0, v1, v2, v3}, Lcom/example/enumt/Screen;-><init>(Ljava/lang/String;ILjava/lang/Class;)V

    sput-object v0, Lcom/example/enumt/Screen;->PICK:Lcom/example/enumt/Screen;

    invoke-static {}, Lcom/example/enumt/Screen;->$values()[Lcom/example/enumt/Screen;

    move-result-object v0

    sput-object v0, Lcom/example/enumt/Screen;->$VALUES:[Lcom/example/enumt/Screen;

    check-cast v0, [Ljava/lang/Enum;

    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;

    move-result-object v0

    sput-object v0, Lcom/example/enumt/Screen;->$ENTRIES:Lkotlin/enums/EnumEntries;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/Class;)V
    .registers 4

    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-object p3, p0, Lcom/example/enumt/Screen;->cls:Ljava/lang/Class;

    return-void
.end method


# virtual methods
.method public final getCls()Ljava/lang/Class;
    .registers 2

    .line 3
    iget-object v0, p0, Lcom/example/enumt/Screen;->cls:Ljava/lang/Class;

    return-object v0
.end method
