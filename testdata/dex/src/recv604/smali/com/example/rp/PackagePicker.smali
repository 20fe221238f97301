.class interface abstract Lcom/example/rp/PackagePicker;
.super Ljava/lang/Object;
.source "RolesProvider.java"

.method public abstract pick([Ljava/lang/String;)Ljava/lang/String;
.end method
