.class final Lcom/gridnote/tools/ResumeStore$Pending;
.super Ljava/lang/Object;
.source "ResumeStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/gridnote/tools/ResumeStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Pending"
.end annotation


# instance fields
.field final expires:Lj$/time/Instant;

.field final tool:Ljava/lang/String;

.field final uid:I


# direct methods
.method constructor <init>(ILjava/lang/String;Lj$/time/Instant;)V
    .locals 0

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 29
    iput p1, p0, Lcom/gridnote/tools/ResumeStore$Pending;->uid:I

    .line 30
    iput-object p2, p0, Lcom/gridnote/tools/ResumeStore$Pending;->tool:Ljava/lang/String;

    .line 31
    iput-object p3, p0, Lcom/gridnote/tools/ResumeStore$Pending;->expires:Lj$/time/Instant;

    .line 32
    return-void
.end method
