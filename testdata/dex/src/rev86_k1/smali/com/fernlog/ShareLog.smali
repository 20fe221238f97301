.class public final Lcom/fernlog/ShareLog;
.super Ljava/lang/Object;
.source "PlantTools.kt"

# interfaces
.implements Lcom/fernlog/Tool;

.field public static final INSTANCE:Lcom/fernlog/ShareLog;
.field private static final name:Ljava/lang/String;
.field private static final effect:Ljava/lang/String;

.method private constructor <init>()V
    .registers 1
    .line 78
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 79
    sget-object v0, Lcom/fernlog/ShareLog;->name:Ljava/lang/String;
    return-object v0
.end method

.method public getEffect()Ljava/lang/String;
    .registers 2
    .line 80
    sget-object v0, Lcom/fernlog/ShareLog;->effect:Ljava/lang/String;
    return-object v0
.end method

.method public run(Lcom/fernlog/ToolCall;)Landroid/os/Bundle;
    .registers 7
    const-string v1, "call"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 83
    new-instance v0, Ljava/io/File;
    invoke-virtual {v6}, Lcom/fernlog/ToolCall;->getContext()Landroid/content/Context;
    move-result-object v2
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "waterings.csv"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v4, v0
    .line 84
    const/high16 v1, 0x10000000
    invoke-static {v4, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v0
    const-string v2, "open(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {v0}, Lcom/fernlog/ToolKt;->fileBundle(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/fernlog/ShareLog;
    invoke-direct {v0}, Lcom/fernlog/ShareLog;-><init>()V
    sput-object v0, Lcom/fernlog/ShareLog;->INSTANCE:Lcom/fernlog/ShareLog;
    .line 79
    const-string v0, "share_log"
    sput-object v0, Lcom/fernlog/ShareLog;->name:Ljava/lang/String;
    .line 80
    const-string v0, "read"
    sput-object v0, Lcom/fernlog/ShareLog;->effect:Ljava/lang/String;
    return-void
.end method

