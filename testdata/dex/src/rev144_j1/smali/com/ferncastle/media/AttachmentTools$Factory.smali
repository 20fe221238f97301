.class public final Lcom/ferncastle/media/AttachmentTools$Factory;
.super Ljava/lang/Object;
.source "AttachmentTools.java"

# interfaces
.implements Lcom/ferncastle/plugin/Registry$Factory;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/media/AttachmentTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Factory"
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 44
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public create(Lcom/ferncastle/plugin/Registry$Kit;)Ljava/util/List;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            ")",
            "Ljava/util/List<",
            "Lcom/ferncastle/plugin/AbstractTool;",
            ">;"
        }
    .end annotation

    .line 47
    new-instance v1, Lcom/ferncastle/media/AttachmentTools$Factory$$ExternalSyntheticLambda0;

    invoke-direct {v1}, Lcom/ferncastle/media/AttachmentTools$Factory$$ExternalSyntheticLambda0;-><init>()V

    .line 48
    new-instance v2, Ljava/util/ArrayList;

    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V

    .line 49
    new-instance v0, Lcom/ferncastle/media/AttachmentTools$ListAttachments;

    invoke-direct {v0, p1}, Lcom/ferncastle/media/AttachmentTools$ListAttachments;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 50
    new-instance v0, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;

    invoke-direct {v0, p1}, Lcom/ferncastle/media/AttachmentTools$ExportAttachment;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 51
    new-instance v0, Lcom/ferncastle/media/AttachmentTools$RenameAttachment;

    invoke-direct {v0, p1}, Lcom/ferncastle/media/AttachmentTools$RenameAttachment;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 52
    new-instance v0, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;

    invoke-direct {v0, p1, v1}, Lcom/ferncastle/media/AttachmentTools$DeleteAttachment;-><init>(Lcom/ferncastle/plugin/Registry$Kit;Ljava/util/function/Supplier;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 53
    return-object v2
.end method
