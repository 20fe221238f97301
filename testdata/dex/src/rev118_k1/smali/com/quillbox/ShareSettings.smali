.class public final Lcom/quillbox/ShareSettings;
.super Ljava/lang/Object;
.source "Resolutions.kt"

# instance fields
.field private final allowEdits:Z
.field private final linkDays:I


# direct methods
.method public constructor <init>(ZI)V
    .registers 3
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-boolean p1, p0, Lcom/quillbox/ShareSettings;->allowEdits:Z
    iput p2, p0, Lcom/quillbox/ShareSettings;->linkDays:I
    return-void
.end method


# virtual methods
.method public final getAllowEdits()Z
    .registers 2
    .line 11
    iget-boolean v0, p0, Lcom/quillbox/ShareSettings;->allowEdits:Z
    return v0
.end method

.method public final getLinkDays()I
    .registers 2
    .line 11
    iget v0, p0, Lcom/quillbox/ShareSettings;->linkDays:I
    return v0
.end method
