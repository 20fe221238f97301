.class public final enum Lcom/tb/kt/Kind;
.super Ljava/lang/Enum;
.source "Kt.kt"

# static fields
.field public static final enum REFRESH:Lcom/tb/kt/Kind;
.field public static final enum LOCKED:Lcom/tb/kt/Kind;
.field private static final synthetic $VALUES:[Lcom/tb/kt/Kind;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 16
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lcom/tb/kt/Kind;
    .registers 1
    sget-object v0, Lcom/tb/kt/Kind;->$VALUES:[Lcom/tb/kt/Kind;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/tb/kt/Kind;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/tb/kt/Kind;
    .registers 2
    const-class v0, Lcom/tb/kt/Kind;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/tb/kt/Kind;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/tb/kt/Kind;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lcom/tb/kt/Kind;
    .registers 4
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/tb/kt/Kind;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lcom/tb/kt/Kind;->REFRESH:Lcom/tb/kt/Kind;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lcom/tb/kt/Kind;->LOCKED:Lcom/tb/kt/Kind;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 16
    new-instance v0, Lcom/tb/kt/Kind;
    const-string v2, "REFRESH"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/tb/kt/Kind;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/tb/kt/Kind;->REFRESH:Lcom/tb/kt/Kind;
    new-instance v0, Lcom/tb/kt/Kind;
    const-string v2, "LOCKED"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/tb/kt/Kind;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/tb/kt/Kind;->LOCKED:Lcom/tb/kt/Kind;
    invoke-static {}, Lcom/tb/kt/Kind;->$values()[Lcom/tb/kt/Kind;
    move-result-object v0
    sput-object v0, Lcom/tb/kt/Kind;->$VALUES:[Lcom/tb/kt/Kind;
    sget-object v0, Lcom/tb/kt/Kind;->$VALUES:[Lcom/tb/kt/Kind;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/tb/kt/Kind;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

