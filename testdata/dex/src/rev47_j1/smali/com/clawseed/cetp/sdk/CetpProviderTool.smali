.class public final Lcom/clawseed/cetp/sdk/CetpProviderTool;
.super Ljava/lang/Object;
.source "SourceFile"

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .registers 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
