.class public final Lcom/ae/tools/LogProvider;
.super Lcom/ae/cetp/CetpV2ContentProvider;
.source "LogProvider.java"

# static fields
.field private static final TOOLS:Ljava/util/List;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Lcom/ae/cetp/CetpV2ContentProvider;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 7
    .line 11
    const/4 v0, 0x2
    new-array v0, v0, [Lcom/ae/cetp/ToolDescriptor;
    const/4 v2, 0x0
    new-instance v3, Lcom/ae/cetp/ToolDescriptor;
    const-string v5, "list_entries"
    sget-object v6, Lcom/ae/tools/Effect;->READ:Lcom/ae/tools/Effect;
    invoke-direct {v3, v5, v6}, Lcom/ae/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Lcom/ae/tools/Effect;)V
    aput-object v3, v0, v2
    const/4 v2, 0x1
    new-instance v3, Lcom/ae/cetp/ToolDescriptor;
    const-string v5, "delete_entry"
    sget-object v6, Lcom/ae/tools/Effect;->DELETE:Lcom/ae/tools/Effect;
    invoke-direct {v3, v5, v6}, Lcom/ae/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Lcom/ae/tools/Effect;)V
    aput-object v3, v0, v2
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/ae/tools/LogProvider;->TOOLS:Ljava/util/List;
    return-void
.end method


# virtual methods
.method public getProviderTools()Ljava/util/List;
    .registers 2
    .line 15
    sget-object v0, Lcom/ae/tools/LogProvider;->TOOLS:Ljava/util/List;
    return-object v0
.end method

