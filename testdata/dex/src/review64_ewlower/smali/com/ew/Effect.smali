.class public final enum Lcom/ew/Effect;
.super Ljava/lang/Enum;
.source "Tools.kt"

# static fields
.field public static final enum READ:Lcom/ew/Effect;
.field public static final enum CREATE:Lcom/ew/Effect;
.field public static final enum UPDATE:Lcom/ew/Effect;
.field public static final enum DELETE:Lcom/ew/Effect;
.field private static final synthetic $VALUES:[Lcom/ew/Effect;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 6
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/ew/Effect;
    .registers 1
    sget-object v0, Lcom/ew/Effect;->$VALUES:[Lcom/ew/Effect;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/ew/Effect;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ew/Effect;
    .registers 2
    const-class v0, Lcom/ew/Effect;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/ew/Effect;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/ew/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/ew/Effect;
    .registers 4
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/ew/Effect;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/ew/Effect;->READ:Lcom/ew/Effect;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/ew/Effect;->CREATE:Lcom/ew/Effect;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lcom/ew/Effect;->UPDATE:Lcom/ew/Effect;
    aput-object v2, v3, v1
    const/4 v1, 0x3
    sget-object v2, Lcom/ew/Effect;->DELETE:Lcom/ew/Effect;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 6
    new-instance v0, Lcom/ew/Effect;
    const-string v2, "READ"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/ew/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ew/Effect;->READ:Lcom/ew/Effect;
    new-instance v0, Lcom/ew/Effect;
    const-string v2, "CREATE"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/ew/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ew/Effect;->CREATE:Lcom/ew/Effect;
    new-instance v0, Lcom/ew/Effect;
    const-string v2, "UPDATE"
    const/4 v3, 0x2
    invoke-direct {v0, v2, v3}, Lcom/ew/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ew/Effect;->UPDATE:Lcom/ew/Effect;
    new-instance v0, Lcom/ew/Effect;
    const-string v2, "DELETE"
    const/4 v3, 0x3
    invoke-direct {v0, v2, v3}, Lcom/ew/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ew/Effect;->DELETE:Lcom/ew/Effect;
    invoke-static {}, Lcom/ew/Effect;->$values()[Lcom/ew/Effect;
    move-result-object v0
    sput-object v0, Lcom/ew/Effect;->$VALUES:[Lcom/ew/Effect;
    sget-object v0, Lcom/ew/Effect;->$VALUES:[Lcom/ew/Effect;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/ew/Effect;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

