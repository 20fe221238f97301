.class public final enum Lcom/lendshelf/Effect;
.super Ljava/lang/Enum;
.source "ShelfTools.kt"

.field public static final enum READ:Lcom/lendshelf/Effect;
.field public static final enum CREATE:Lcom/lendshelf/Effect;
.field public static final enum UPDATE:Lcom/lendshelf/Effect;
.field public static final enum DELETE:Lcom/lendshelf/Effect;
.field private static final synthetic $VALUES:[Lcom/lendshelf/Effect;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 12
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/lendshelf/Effect;
    .registers 1
    sget-object v0, Lcom/lendshelf/Effect;->$VALUES:[Lcom/lendshelf/Effect;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/lendshelf/Effect;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/lendshelf/Effect;
    .registers 2
    const-class v0, Lcom/lendshelf/Effect;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/lendshelf/Effect;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/lendshelf/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/lendshelf/Effect;
    .registers 4
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/lendshelf/Effect;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/lendshelf/Effect;->READ:Lcom/lendshelf/Effect;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/lendshelf/Effect;->CREATE:Lcom/lendshelf/Effect;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/lendshelf/Effect;->UPDATE:Lcom/lendshelf/Effect;
    aput-object v2, v3, v1
    const/4 v1, 0x3
    sget-object v2, Lcom/lendshelf/Effect;->DELETE:Lcom/lendshelf/Effect;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 12
    new-instance v0, Lcom/lendshelf/Effect;
    const-string v1, "READ"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/lendshelf/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/lendshelf/Effect;->READ:Lcom/lendshelf/Effect;
    new-instance v0, Lcom/lendshelf/Effect;
    const-string v1, "CREATE"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/lendshelf/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/lendshelf/Effect;->CREATE:Lcom/lendshelf/Effect;
    new-instance v0, Lcom/lendshelf/Effect;
    const-string v1, "UPDATE"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/lendshelf/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/lendshelf/Effect;->UPDATE:Lcom/lendshelf/Effect;
    new-instance v0, Lcom/lendshelf/Effect;
    const-string v1, "DELETE"
    const/4 v2, 0x3
    invoke-direct {v0, v1, v2}, Lcom/lendshelf/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/lendshelf/Effect;->DELETE:Lcom/lendshelf/Effect;
    invoke-static {}, Lcom/lendshelf/Effect;->$values()[Lcom/lendshelf/Effect;
    move-result-object v0
    sput-object v0, Lcom/lendshelf/Effect;->$VALUES:[Lcom/lendshelf/Effect;
    sget-object v0, Lcom/lendshelf/Effect;->$VALUES:[Lcom/lendshelf/Effect;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/lendshelf/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

