# Java sketch (ToolProvider.java), compiled by javac and D8: a descriptor
# handed along a pipeline of holders, one field copied into the next by
# each step, then put into the result. The analysis follows 4 helpers and
# fields; past them it says it stopped.
#   package com.example.fdc;                                                      // 1
#
#   public class ToolProvider extends ContentProvider {                           // 3
#       private ParcelFileDescriptor opened, staged, shared, current, last;      // 4
#       private ParcelFileDescriptor nearOpened, nearStaged, nearShared, nearCurrent; // 5
#
#       @Override public boolean onCreate() { return true; }                      // 7
#
#       @Override public ParcelFileDescriptor openFile(Uri uri, String mode) throws FileNotFoundException {
#           File f = new File(getContext().getFilesDir(), "out");                 // 10
#           opened = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE);     // 11
#           nearOpened = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_WRITE); // 12
#           return null;                                                          // 13
#       }
#
#       private void stage() { staged = opened; nearStaged = nearOpened; }        // 16
#       private void share() { shared = staged; nearShared = nearStaged; }        // 17
#       private void publish() { current = shared; nearCurrent = nearShared; }    // 18
#       private void keep() { last = current; }                                   // 19
#
#       @Override public Bundle call(String method, String arg, Bundle extras) {
#           stage(); share(); publish(); keep();                                  // 22
#           Bundle out = new Bundle();                                            // 23
#           out.putParcelable("result_fd", last);        // 24 note: 5 fields deep, past the budget
#           out.putParcelable("result_fd", nearCurrent); // 25 true positive 612: 4 fields deep
#           return out;                                                           // 26
#       }
#       // query, insert, update, delete and getType return null or 0.
#   }
.class public Lcom/example/fdc/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.java"

.field private current:Landroid/os/ParcelFileDescriptor;

.field private last:Landroid/os/ParcelFileDescriptor;

.field private nearCurrent:Landroid/os/ParcelFileDescriptor;

.field private nearOpened:Landroid/os/ParcelFileDescriptor;

.field private nearShared:Landroid/os/ParcelFileDescriptor;

.field private nearStaged:Landroid/os/ParcelFileDescriptor;

.field private opened:Landroid/os/ParcelFileDescriptor;

.field private shared:Landroid/os/ParcelFileDescriptor;

.field private staged:Landroid/os/ParcelFileDescriptor;

.method public constructor <init>()V
    .registers 1
    .line 3
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method private keep()V
    .registers 2
    .line 19
    iget-object v0, p0, Lcom/example/fdc/ToolProvider;->current:Landroid/os/ParcelFileDescriptor;
    iput-object v0, p0, Lcom/example/fdc/ToolProvider;->last:Landroid/os/ParcelFileDescriptor;
    return-void
.end method

.method private publish()V
    .registers 2
    .line 18
    iget-object v0, p0, Lcom/example/fdc/ToolProvider;->shared:Landroid/os/ParcelFileDescriptor;
    iput-object v0, p0, Lcom/example/fdc/ToolProvider;->current:Landroid/os/ParcelFileDescriptor;
    iget-object v0, p0, Lcom/example/fdc/ToolProvider;->nearShared:Landroid/os/ParcelFileDescriptor;
    iput-object v0, p0, Lcom/example/fdc/ToolProvider;->nearCurrent:Landroid/os/ParcelFileDescriptor;
    return-void
.end method

.method private share()V
    .registers 2
    .line 17
    iget-object v0, p0, Lcom/example/fdc/ToolProvider;->staged:Landroid/os/ParcelFileDescriptor;
    iput-object v0, p0, Lcom/example/fdc/ToolProvider;->shared:Landroid/os/ParcelFileDescriptor;
    iget-object v0, p0, Lcom/example/fdc/ToolProvider;->nearStaged:Landroid/os/ParcelFileDescriptor;
    iput-object v0, p0, Lcom/example/fdc/ToolProvider;->nearShared:Landroid/os/ParcelFileDescriptor;
    return-void
.end method

.method private stage()V
    .registers 2
    .line 16
    iget-object v0, p0, Lcom/example/fdc/ToolProvider;->opened:Landroid/os/ParcelFileDescriptor;
    iput-object v0, p0, Lcom/example/fdc/ToolProvider;->staged:Landroid/os/ParcelFileDescriptor;
    iget-object v0, p0, Lcom/example/fdc/ToolProvider;->nearOpened:Landroid/os/ParcelFileDescriptor;
    iput-object v0, p0, Lcom/example/fdc/ToolProvider;->nearStaged:Landroid/os/ParcelFileDescriptor;
    return-void
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 22
    invoke-direct {p0}, Lcom/example/fdc/ToolProvider;->stage()V
    invoke-direct {p0}, Lcom/example/fdc/ToolProvider;->share()V
    invoke-direct {p0}, Lcom/example/fdc/ToolProvider;->publish()V
    invoke-direct {p0}, Lcom/example/fdc/ToolProvider;->keep()V
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 24
    iget-object v1, p0, Lcom/example/fdc/ToolProvider;->last:Landroid/os/ParcelFileDescriptor;
    const-string v2, "result_fd"
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 25
    iget-object v1, p0, Lcom/example/fdc/ToolProvider;->nearCurrent:Landroid/os/ParcelFileDescriptor;
    invoke-virtual {v0, v2, v1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 26
    return-object v0
.end method

.method public onCreate()Z
    .registers 2
    .line 7
    const/4 v0, 0x1
    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation
    .line 10
    new-instance v0, Ljava/io/File;
    invoke-virtual {p0}, Lcom/example/fdc/ToolProvider;->getContext()Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v1
    const-string v2, "out"
    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    .line 11
    const/high16 v1, 0x30000000
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v2
    iput-object v2, p0, Lcom/example/fdc/ToolProvider;->opened:Landroid/os/ParcelFileDescriptor;
    .line 12
    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    move-result-object v1
    iput-object v1, p0, Lcom/example/fdc/ToolProvider;->nearOpened:Landroid/os/ParcelFileDescriptor;
    .line 13
    const/4 v1, 0x0
    return-object v1
.end method
