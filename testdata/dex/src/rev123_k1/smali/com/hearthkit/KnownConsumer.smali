.class public final enum Lcom/hearthkit/KnownConsumer;
.super Ljava/lang/Enum;
.source "Callers.kt"

# static fields
.field private static final synthetic $ENTRIES:Lkotlin/enums/EnumEntries;
.field private static final synthetic $VALUES:[Lcom/hearthkit/KnownConsumer;
.field public static final enum ASSISTANT:Lcom/hearthkit/KnownConsumer;
.field public static final enum ASSISTANT_BETA:Lcom/hearthkit/KnownConsumer;
.field public static final enum WALL_PANEL:Lcom/hearthkit/KnownConsumer;


# instance fields
.field private final certSha256:Ljava/lang/String;
.field private final pkg:Ljava/lang/String;


# direct methods
.method private static final synthetic $values()[Lcom/hearthkit/KnownConsumer;
    .registers 4
    const/4 v0, 0x3
    new-array v3, v0, [Lcom/hearthkit/KnownConsumer;
    sget-object v2, Lcom/hearthkit/KnownConsumer;->ASSISTANT:Lcom/hearthkit/KnownConsumer;
    const/4 v1, 0x0
    aput-object v2, v3, v1
    sget-object v2, Lcom/hearthkit/KnownConsumer;->ASSISTANT_BETA:Lcom/hearthkit/KnownConsumer;
    const/4 v1, 0x1
    aput-object v2, v3, v1
    sget-object v2, Lcom/hearthkit/KnownConsumer;->WALL_PANEL:Lcom/hearthkit/KnownConsumer;
    const/4 v1, 0x2
    aput-object v2, v3, v1
    return-object v3
.end method

.method static constructor <clinit>()V
    .registers 5
    .line 8
    new-instance v0, Lcom/hearthkit/KnownConsumer;
    const-string v1, "ASSISTANT"
    const/4 v2, 0x0
    const-string v3, "com.clawseed.agent"
    const-string v4, "3b7e0c51a9d24f6e8c1b5a07d93e2f4c6a8b0d1e3f5a7c9e2b4d6f8a0c1e3b5d"
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthkit/KnownConsumer;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/hearthkit/KnownConsumer;->ASSISTANT:Lcom/hearthkit/KnownConsumer;
    .line 9
    new-instance v0, Lcom/hearthkit/KnownConsumer;
    const-string v1, "ASSISTANT_BETA"
    const/4 v2, 0x1
    const-string v3, "com.clawseed.agent.beta"
    const-string v4, "d04f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7a8b9c0d1e2f3a4b"
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthkit/KnownConsumer;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/hearthkit/KnownConsumer;->ASSISTANT_BETA:Lcom/hearthkit/KnownConsumer;
    .line 10
    new-instance v0, Lcom/hearthkit/KnownConsumer;
    const-string v1, "WALL_PANEL"
    const/4 v2, 0x2
    const-string v3, "com.hearthkit.panel"
    const-string v4, "7c6b5a4938271605f4e3d2c1b0a9f8e77c6b5a4938271605f4e3d2c1b0a9f8e7"
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthkit/KnownConsumer;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    sput-object v0, Lcom/hearthkit/KnownConsumer;->WALL_PANEL:Lcom/hearthkit/KnownConsumer;
    invoke-static {}, Lcom/hearthkit/KnownConsumer;->$values()[Lcom/hearthkit/KnownConsumer;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/KnownConsumer;->$VALUES:[Lcom/hearthkit/KnownConsumer;
    sget-object v0, Lcom/hearthkit/KnownConsumer;->$VALUES:[Lcom/hearthkit/KnownConsumer;
    check-cast v0, [Ljava/lang/Enum;
    invoke-static {v0}, Lkotlin/enums/EnumEntriesKt;->enumEntries([Ljava/lang/Enum;)Lkotlin/enums/EnumEntries;
    move-result-object v0
    sput-object v0, Lcom/hearthkit/KnownConsumer;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 5
    .line 7
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    iput-object p3, p0, Lcom/hearthkit/KnownConsumer;->pkg:Ljava/lang/String;
    iput-object p4, p0, Lcom/hearthkit/KnownConsumer;->certSha256:Ljava/lang/String;
    return-void
.end method

.method public static getEntries()Lkotlin/enums/EnumEntries;
    .registers 1
    sget-object v0, Lcom/hearthkit/KnownConsumer;->$ENTRIES:Lkotlin/enums/EnumEntries;
    return-object v0
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/hearthkit/KnownConsumer;
    .registers 2
    const-class v0, Lcom/hearthkit/KnownConsumer;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object v0
    check-cast v0, Lcom/hearthkit/KnownConsumer;
    return-object v0
.end method

.method public static values()[Lcom/hearthkit/KnownConsumer;
    .registers 1
    sget-object v0, Lcom/hearthkit/KnownConsumer;->$VALUES:[Lcom/hearthkit/KnownConsumer;
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/hearthkit/KnownConsumer;
    return-object v0
.end method


# virtual methods
.method public final getCertSha256()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/hearthkit/KnownConsumer;->certSha256:Ljava/lang/String;
    return-object v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/hearthkit/KnownConsumer;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final signed(Landroid/content/pm/PackageManager;)Z
    .registers 6
    const-string v1, "pm"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    iget-object v1, p0, Lcom/hearthkit/KnownConsumer;->pkg:Ljava/lang/String;
    iget-object v2, p0, Lcom/hearthkit/KnownConsumer;->certSha256:Ljava/lang/String;
    invoke-static {v2}, Lcom/hearthkit/CallersKt;->access$unhex(Ljava/lang/String;)[B
    move-result-object v2
    const/4 v3, 0x1
    invoke-virtual {p1, v1, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z
    move-result v0
    return v0
.end method
