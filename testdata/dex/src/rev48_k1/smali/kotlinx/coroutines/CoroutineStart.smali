.class public final enum Lkotlinx/coroutines/CoroutineStart;
.super Ljava/lang/Enum;
.source "Scope.kt"

.field public static final enum DEFAULT:Lkotlinx/coroutines/CoroutineStart;
.field public static final enum LAZY:Lkotlinx/coroutines/CoroutineStart;
.field public static final enum ATOMIC:Lkotlinx/coroutines/CoroutineStart;
.field public static final enum UNDISPATCHED:Lkotlinx/coroutines/CoroutineStart;
.field private static final synthetic $VALUES:[Lkotlinx/coroutines/CoroutineStart;
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .line 13
    invoke-direct {v0, v1, v2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static values()[Lkotlinx/coroutines/CoroutineStart;
    .registers 1
    sget-object v0, Lkotlinx/coroutines/CoroutineStart;->$VALUES:[Lkotlinx/coroutines/CoroutineStart;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lkotlinx/coroutines/CoroutineStart;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lkotlinx/coroutines/CoroutineStart;
    .registers 2
    const-class v0, Lkotlinx/coroutines/CoroutineStart;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lkotlinx/coroutines/CoroutineStart;
    return-object v0
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lkotlinx/coroutines/CoroutineStart;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method private static final synthetic $values()[Lkotlinx/coroutines/CoroutineStart;
    .registers 4
    const/4 v0, 0x4
    new-array v0, v0, [Lkotlinx/coroutines/CoroutineStart;
    move-object v3, v0
    const/4 v1, 0x0
    sget-object v2, Lkotlinx/coroutines/CoroutineStart;->DEFAULT:Lkotlinx/coroutines/CoroutineStart;
    aput-object v2, v3, v1
    const/4 v1, 0x1
    sget-object v2, Lkotlinx/coroutines/CoroutineStart;->LAZY:Lkotlinx/coroutines/CoroutineStart;
    aput-object v2, v3, v1
    const/4 v1, 0x2
    sget-object v2, Lkotlinx/coroutines/CoroutineStart;->ATOMIC:Lkotlinx/coroutines/CoroutineStart;
    aput-object v2, v3, v1
    const/4 v1, 0x3
    sget-object v2, Lkotlinx/coroutines/CoroutineStart;->UNDISPATCHED:Lkotlinx/coroutines/CoroutineStart;
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 13
    new-instance v0, Lkotlinx/coroutines/CoroutineStart;
    const-string v1, "DEFAULT"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lkotlinx/coroutines/CoroutineStart;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lkotlinx/coroutines/CoroutineStart;->DEFAULT:Lkotlinx/coroutines/CoroutineStart;
    new-instance v0, Lkotlinx/coroutines/CoroutineStart;
    const-string v1, "LAZY"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lkotlinx/coroutines/CoroutineStart;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lkotlinx/coroutines/CoroutineStart;->LAZY:Lkotlinx/coroutines/CoroutineStart;
    new-instance v0, Lkotlinx/coroutines/CoroutineStart;
    const-string v1, "ATOMIC"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lkotlinx/coroutines/CoroutineStart;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lkotlinx/coroutines/CoroutineStart;->ATOMIC:Lkotlinx/coroutines/CoroutineStart;
    new-instance v0, Lkotlinx/coroutines/CoroutineStart;
    const-string v1, "UNDISPATCHED"
    const/4 v2, 0x3
    invoke-direct {v0, v1, v2}, Lkotlinx/coroutines/CoroutineStart;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lkotlinx/coroutines/CoroutineStart;->UNDISPATCHED:Lkotlinx/coroutines/CoroutineStart;
    invoke-static {}, Lkotlinx/coroutines/CoroutineStart;->$values()[Lkotlinx/coroutines/CoroutineStart;
    move-result-object v0
    sput-object v0, Lkotlinx/coroutines/CoroutineStart;->$VALUES:[Lkotlinx/coroutines/CoroutineStart;
    sget-object v0, Lkotlinx/coroutines/CoroutineStart;->$VALUES:[Lkotlinx/coroutines/CoroutineStart;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lkotlinx/coroutines/CoroutineStart;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

