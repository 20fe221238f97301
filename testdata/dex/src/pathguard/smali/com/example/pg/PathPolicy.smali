# Java sketch (PathPolicy.java): a policy the host app installs at run time;
# no class in this APK implements it, so what check() does is not known.
#   public interface PathPolicy {
#       void check(File f, File base) throws IOException;
#   }
.class public interface abstract Lcom/example/pg/PathPolicy;
.super Ljava/lang/Object;
.source "PathPolicy.java"

.method public abstract check(Ljava/io/File;Ljava/io/File;)V
.end method
