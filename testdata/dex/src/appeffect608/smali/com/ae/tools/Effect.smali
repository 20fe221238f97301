.class public final enum Lcom/ae/tools/Effect;
.super Ljava/lang/Enum;
.source "Effect.java"

# static fields
.field public static final enum READ:Lcom/ae/tools/Effect;
.field public static final enum CREATE:Lcom/ae/tools/Effect;
.field public static final enum UPDATE:Lcom/ae/tools/Effect;
.field public static final enum DELETE:Lcom/ae/tools/Effect;
.field private static final synthetic $VALUES:[Lcom/ae/tools/Effect;


# direct methods
.method public static values()[Lcom/ae/tools/Effect;
    .registers 1
    .line 4
    sget-object v0, Lcom/ae/tools/Effect;->$VALUES:[Lcom/ae/tools/Effect;
    invoke-virtual {v0}, [Lcom/ae/tools/Effect;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/ae/tools/Effect;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/ae/tools/Effect;
    .registers 2
    .line 4
    const-class v0, Lcom/ae/tools/Effect;
    invoke-static {v0, v1}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/ae/tools/Effect;
    return-object v0
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 4
    invoke-direct {v1, v2, v3}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method private static synthetic $values()[Lcom/ae/tools/Effect;
    .registers 4
    .line 4
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/ae/tools/Effect;
    const/4 v2, 0x0
    sget-object v3, Lcom/ae/tools/Effect;->READ:Lcom/ae/tools/Effect;
    aput-object v3, v0, v2
    const/4 v2, 0x1
    sget-object v3, Lcom/ae/tools/Effect;->CREATE:Lcom/ae/tools/Effect;
    aput-object v3, v0, v2
    const/4 v2, 0x2
    sget-object v3, Lcom/ae/tools/Effect;->UPDATE:Lcom/ae/tools/Effect;
    aput-object v3, v0, v2
    const/4 v2, 0x3
    sget-object v3, Lcom/ae/tools/Effect;->DELETE:Lcom/ae/tools/Effect;
    aput-object v3, v0, v2
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 4
    .line 5
    new-instance v0, Lcom/ae/tools/Effect;
    const-string v2, "READ"
    const/4 v3, 0x0
    invoke-direct {v0, v2, v3}, Lcom/ae/tools/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ae/tools/Effect;->READ:Lcom/ae/tools/Effect;
    new-instance v0, Lcom/ae/tools/Effect;
    const-string v2, "CREATE"
    const/4 v3, 0x1
    invoke-direct {v0, v2, v3}, Lcom/ae/tools/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ae/tools/Effect;->CREATE:Lcom/ae/tools/Effect;
    new-instance v0, Lcom/ae/tools/Effect;
    const-string v2, "UPDATE"
    const/4 v3, 0x2
    invoke-direct {v0, v2, v3}, Lcom/ae/tools/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ae/tools/Effect;->UPDATE:Lcom/ae/tools/Effect;
    new-instance v0, Lcom/ae/tools/Effect;
    const-string v2, "DELETE"
    const/4 v3, 0x3
    invoke-direct {v0, v2, v3}, Lcom/ae/tools/Effect;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/ae/tools/Effect;->DELETE:Lcom/ae/tools/Effect;
    .line 4
    invoke-static {}, Lcom/ae/tools/Effect;->$values()[Lcom/ae/tools/Effect;
    move-result-object v0
    sput-object v0, Lcom/ae/tools/Effect;->$VALUES:[Lcom/ae/tools/Effect;
    return-void
.end method

