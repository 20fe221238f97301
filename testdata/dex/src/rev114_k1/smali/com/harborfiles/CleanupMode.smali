.class public abstract enum Lcom/harborfiles/CleanupMode;
.super Ljava/lang/Enum;
.source "DocTools.kt"

# static fields
.field public static final enum TRASH:Lcom/harborfiles/CleanupMode;

.field public static final enum SHRED:Lcom/harborfiles/CleanupMode;

.field private static final synthetic $VALUES:[Lcom/harborfiles/CleanupMode;

.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;


# direct methods
.method private static final synthetic $values()[Lcom/harborfiles/CleanupMode;
    .registers 4

    const/4 v0, 0x2
    new-array v3, v0, [Lcom/harborfiles/CleanupMode;
    const/4 v1, 0x0
    sget-object v2, Lcom/harborfiles/CleanupMode;->TRASH:Lcom/harborfiles/CleanupMode;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/harborfiles/CleanupMode;->SHRED:Lcom/harborfiles/CleanupMode;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 32
    new-instance v0, Lcom/harborfiles/CleanupMode$TRASH;
    const-string v1, "TRASH"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/harborfiles/CleanupMode$TRASH;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/harborfiles/CleanupMode;->TRASH:Lcom/harborfiles/CleanupMode;
    .line 42
    new-instance v0, Lcom/harborfiles/CleanupMode$SHRED;
    const-string v1, "SHRED"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/harborfiles/CleanupMode$SHRED;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/harborfiles/CleanupMode;->SHRED:Lcom/harborfiles/CleanupMode;
    invoke-static {}, Lcom/harborfiles/CleanupMode;->$values()[Lcom/harborfiles/CleanupMode;
    move-result-object v0
    sput-object v0, Lcom/harborfiles/CleanupMode;->$VALUES:[Lcom/harborfiles/CleanupMode;
    sget-object v0, Lcom/harborfiles/CleanupMode;->$VALUES:[Lcom/harborfiles/CleanupMode;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/harborfiles/CleanupMode;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3

    .line 30
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/harborfiles/CleanupMode;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1

    sget-object v0, Lcom/harborfiles/CleanupMode;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/harborfiles/CleanupMode;
    .registers 2

    const-class v0, Lcom/harborfiles/CleanupMode;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/harborfiles/CleanupMode;
    return-object v0
.end method

.method public static values()[Lcom/harborfiles/CleanupMode;
    .registers 1

    sget-object v0, Lcom/harborfiles/CleanupMode;->$VALUES:[Lcom/harborfiles/CleanupMode;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/harborfiles/CleanupMode;
    return-object v0
.end method


# virtual methods
.method public abstract perform(Lcom/harborfiles/DocCall;Lcom/harborfiles/DocActions;)Landroid/os/Bundle;
.end method
